import NibModel
import NibObjects
import NibRuntime
import Testing
import XibCompiler

@Suite("4. awakeFromNib and 5. visible at launch")
struct AwakeTests {
    /// A document with a custom object, a custom view, and an owner and an external placeholder.
    func awakeDocument(platform: NibPlatform) -> DocumentBuilder {
        var b = DocumentBuilder(platform: platform)
        b.owner("LoginController")
        b.external("helper", id: "ext")
        b.object("1", "view", "UIView", ["frame": rect(0, 0, 10, 10)])
        b.object("2", "textField", "UITextField", parent: "1", key: "subviews")
        b.object("3", "view", "UIView", custom: "BadgeView", parent: "1", key: "subviews")
        b.object("4", "customObject", "NSObject", custom: "Session")
        b.connect(.outlet, "-1", "2", "nameField")
        return b
    }

    @Test("iOS semantics: awakeFromNib once, only to instantiated objects, after every connection")
    func iOSSemantics() throws {
        let owner = LoginController()
        let helper = Handler(handling: "x")
        let graph = try awakeDocument(platform: .iOS).nib().instantiateGraph(
            owner: owner, externals: ["helper": helper], registry: testRegistry)
        #expect((graph.object(withID: "3") as? BadgeView)?.awakeCount == 1)
        #expect((graph.object(withID: "4") as? Session)?.awakeCount == 1)
        #expect(owner.awakeCount == 0 && helper.awakeCount == 0)
    }

    @Test("macOS semantics: also File's Owner and placeholders, once each")
    func macOSSemantics() throws {
        let owner = LoginController()
        let helper = Handler(handling: "x")
        let graph = try awakeDocument(platform: .macOS).nib().instantiateGraph(
            owner: owner, externals: ["helper": helper], registry: testRegistry)
        #expect((graph.object(withID: "3") as? BadgeView)?.awakeCount == 1)
        #expect((graph.object(withID: "4") as? Session)?.awakeCount == 1)
        #expect(owner.awakeCount == 1 && helper.awakeCount == 1)
        #expect(owner.outletsSetWhenAwoken, "connections are made before awakeFromNib")
    }

    @Test("the semantics can be overridden")
    func overridden() throws {
        let owner = LoginController()
        let helper = Handler(handling: "x")
        try awakeDocument(platform: .iOS).nib().instantiate(
            owner: owner, externals: ["helper": helper], registry: testRegistry,
            options: NibInstantiationOptions(awakeSemantics: .macOS))
        #expect(owner.awakeCount == 1 && helper.awakeCount == 1)
        let other = LoginController()
        try awakeDocument(platform: .macOS).nib().instantiate(
            owner: other, externals: ["helper": helper], registry: testRegistry,
            options: NibInstantiationOptions(awakeSemantics: .iOS))
        #expect(other.awakeCount == 0)
    }

    @Test("load order: instantiate → runtime attributes → outlets → actions → bindings → awakeFromNib → show")
    func loadOrder() throws {
        final class Recorder: NibControl {
            nonisolated(unsafe) static var events: [String] = []
            required init(coder: NibCoder) {
                Self.events.append("init \(coder.objectID)")
                super.init(coder: coder)
            }
            override func nibSetValue(_ value: NibValue, forKeyPath keyPath: String) throws(NibError) {
                Self.events.append("attribute \(keyPath)")
            }
            override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {
                Self.events.append("outlet \(name)")
            }
            override func nibConnectAction(_ action: NibAction) throws(NibError) {
                Self.events.append("action \(action.selector)")
            }
            override func nibBind(_ binding: NibBinding) throws(NibError) {
                Self.events.append("binding \(binding.name)")
            }
            override func awakeFromNib() { Self.events.append("awake") }
            override func nibShowAtLaunch() { Self.events.append("show") }
        }
        let registry = NibClassRegistry(parent: .defaultObjects)
        registry.register("Recorder", Recorder.self)
        var b = DocumentBuilder(platform: .macOS)
        b.document.objects.append(
            NibObject(
                id: "r", element: "window", className: "NSWindow", customClass: "Recorder",
                runtimeAttributes: [NibRuntimeAttribute(keyPath: "k", type: "string", value: .string("v"))]))
        b.document.topLevelObjects.append("r")
        b.object("c", "view", "NSView", custom: "Recorder", parent: "r", key: "contentView")
        b.connect(.binding, "r", "c", "value", ["keyPath": .string("x")])
        b.connect(.action, "r", "c", "go:")
        b.connect(.outlet, "r", "c", "child")
        Recorder.events = []
        try b.nib().instantiate(registry: registry)
        #expect(
            Recorder.events == [
                "init c", "init r", "attribute k", "outlet child", "action go:", "binding value", "awake", "awake",
                "show",
            ])
    }

    @Test("windows marked visible at launch are shown after awakeFromNib")
    func visibleAtLaunch() throws {
        for (flag, expected) in [(true, true), (false, false), (nil, true)] as [(Bool?, Bool)] {
            let owner = NibWindowController()
            let graph = try windowDocument(visibleAtLaunch: flag).nib()
                .instantiateGraph(
                    owner: owner, externals: [Nib.applicationExternalName: NibApplication()], registry: .defaultObjects)
            let window = try #require(graph.object(withID: "w") as? NibWindow)
            #expect(window.isVisible == expected)
            #expect(window.title == "Main" && window.contentRect.width == 480)
            #expect(owner.window === window && window.contentView === graph.object(withID: "cv"))
        }
        let hidden = try windowDocument(visibleAtLaunch: true).nib()
            .instantiateGraph(
                owner: NibWindowController(), externals: [Nib.applicationExternalName: NibApplication()],
                registry: .defaultObjects,
                options: NibInstantiationOptions(showsVisibleAtLaunchWindows: false))
        #expect((hidden.object(withID: "w") as? NibWindow)?.isVisible == false)
    }

    @Test("a window the document leaves to the default is visible at launch, converted or read, on every platform")
    func visibleAtLaunchDefaultIsDecidedOnce() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <window opaque="NO" contentMode="scaleToFill" id="w">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </window>
                </objects>
            </document>
            """
        let converted = try XibCompiler().compile(bytes: Array(xib.utf8), path: "Main.xib").document
        let convertedFlag = converted.objects.first { $0.id == "w" }?.properties[NibObject.visibleAtLaunchKey]
        #expect(convertedFlag == .bool(true))

        var b = DocumentBuilder(platform: .iOS)
        b.owner()
        b.object("w", "window", "UIWindow", ["frame": rect(0, 0, 320, 480)])
        let graph = try b.nib().instantiateGraph(owner: NibResponder(), registry: .defaultObjects)
        let window = try #require(graph.object(withID: "w") as? NibWindow)
        #expect(window.visibleAtLaunch == (convertedFlag == .bool(true)))
        #expect(window.isVisible == window.visibleAtLaunch)
    }
}
