import Foundation
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("View and window controllers load their nib lazily")
struct LazyLoadingTests {
    @Test("a view controller loads its own nib on first access to its view, once")
    func lazyViewLoading() throws {
        let nib = try loginDocument().nib()
        final class Counting: LoginController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Counting(nib: nib, registry: testRegistry)
        #expect(!controller.isViewLoaded && controller.nameField == nil)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1)
        #expect(view.frame.width == 320 && view.viewController === controller)
        #expect(controller.nameField?.text == "alice" && controller.nameField?.superview === view)
        #expect(controller.session?.user == "bob", "other top-level objects of its nib live as long as the controller")
        #expect(controller.view === view && controller.loads == 1)
    }

    @Test("a view controller decoded from a nib finds its nibName in the same directory")
    func nibNameFromDocument() throws {
        let directory = NSTemporaryDirectory() + "nibrt-lazy-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(ManifestWriter.data(for: loginDocument().document)).write(
            to: URL(fileURLWithPath: directory + "/Login.nib.json"))
        var parent = DocumentBuilder(file: "Main.xib")
        parent.object(
            "vc", "viewController", "UIViewController", custom: "LoginController", ["nibName": .string("Login")])
        try Data(ManifestWriter.data(for: parent.document)).write(
            to: URL(fileURLWithPath: directory + "/Main.nib.json"))

        let top = try Nib.named("Main", in: directory).instantiate(registry: testRegistry)
        let controller = try #require(top.first as? LoginController)
        #expect(!controller.isViewLoaded)
        #expect(controller.view.subviews.count == 4)
        #expect(controller.nameField?.text == "alice" && controller.viewLoadError == nil)
        // A second controller reuses the parsed nib but gets its own graph.
        let second = try #require(
            try Nib.named("Main", in: directory).instantiate(registry: testRegistry).first as? LoginController)
        #expect(second.view !== controller.view && second.nameField !== controller.nameField)
        #expect(
            try NibCache.shared.nib(named: "Login", in: directory)
                === NibCache.shared.nib(named: "Login", in: directory))
    }

    @Test("a view controller with its view in the same nib has it at once")
    func viewInSameNib() throws {
        var b = DocumentBuilder()
        b.object("vc", "viewController", "UIViewController")
        b.object("v", "view", "UIView", parent: "vc", key: "view", ["frame": rect(0, 0, 50, 50)])
        let controller = try #require(try b.nib().instantiate(registry: .defaultObjects).first as? NibViewController)
        #expect(controller.isViewLoaded && controller.view.frame.width == 50)
    }

    @Test("a window controller loads its window nib on first access and keeps it")
    func lazyWindowLoading() throws {
        let nib = try windowDocument().nib()
        let app = NibApplication()
        final class Controller: NibWindowController {
            override func loadWindow() {
                do throws(NibError) {
                    try windowNib?.instantiate(
                        owner: self, externals: [Nib.applicationExternalName: app], registry: registry)
                } catch { Issue.record("\(error)") }
            }
            let app: NibApplication
            init(nib: Nib, app: NibApplication) {
                self.app = app
                super.init(windowNib: nib, registry: .defaultObjects)
            }
            required init(coder: NibCoder) {
                app = NibApplication()
                super.init(coder: coder)
            }
        }
        let controller = Controller(nib: nib, app: app)
        #expect(!controller.isWindowLoaded)
        let window = try #require(controller.window)
        #expect(window.title == "Main" && window.windowController === controller)
        #expect(controller.window === window)
    }
}

@Suite("Resources")
struct ResourceTests {
    @Test("image and sound names resolve through the resource provider into named caches; missing ones are diagnostics")
    func resources() throws {
        let directory = NSTemporaryDirectory() + "nibrt-res-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/logo.png", contents: Data([0x89, 0x50]))
        _ = FileManager.default.createFile(atPath: directory + "/beep.aiff", contents: Data([0]))
        var b = DocumentBuilder()
        b.document.resources = [
            NibResource(kind: .image, name: "logo"),
            NibResource(kind: .image, name: "ghost", position: SourcePosition(line: 50, column: 9)),
            NibResource(kind: .sound, name: "beep"),
        ]
        b.object("1", "imageView", "UIImageView", ["image": .string("logo")])
        b.object("2", "imageView", "UIImageView", line: 12, ["image": .string("ghost")])
        let nib = try b.nib(directory: directory)
        #expect(nib.diagnostics.map(\.description) == ["Test.xib:50:9: warning: image \"ghost\" not found"])
        #expect(nib.resourceCache.sound(named: "beep")?.path == directory + "/beep.aiff")
        let graph = try nib.instantiateGraph(registry: .defaultObjects)
        let logo = try #require(graph.object(withID: "1") as? NibImageView)
        #expect(logo.image?.path == directory + "/logo.png")
        #expect(logo.image === nib.resourceCache.image(named: "logo"), "the cache hands out one object per name")
        let ghost = try #require(graph.object(withID: "2") as? NibImageView)
        #expect(ghost.image == nil && ghost.imageName == "ghost")
        #expect(graph.diagnostics.contains { $0.description == "Test.xib:12:5: warning: image \"ghost\" not found" })
    }
}
