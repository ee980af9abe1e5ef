import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("Placeholders")
struct PlaceholderTests {
    @Test("File's Owner is the object passed in, never created")
    func filesOwner() throws {
        let owner = LoginController()
        let graph = try loginDocument().nib().instantiateGraph(owner: owner, registry: testRegistry)
        #expect(!graph.objects.contains { $0 === owner })
        #expect(owner.viewIfLoaded === graph.object(withID: "1"))
    }

    @Test("File's Owner may be nil only when nothing connects to it")
    func missingOwner() throws {
        #expect(
            throws: NibError.located(
                .missingOwner(expectedClass: "LoginController"),
                at: SourceLocation(file: "Login.xib", line: 1, column: 1))
        ) {
            try loginDocument().nib().instantiate(registry: testRegistry)
        }
        var b = DocumentBuilder()
        b.owner("Anything")
        b.object("1", "view", "UIView")
        #expect(try b.nib().instantiate(registry: testRegistry).count == 1)
    }

    @Test("First Responder is a marker, not an object")
    func firstResponderIsNoObject() throws {
        let b = windowDocument()
        let graph = try b.nib().instantiateGraph(
            owner: NibWindowController(), externals: [Nib.applicationExternalName: NibApplication()],
            registry: .defaultObjects)
        #expect(graph.objects.count == b.document.objects.count)
        let button = try #require(graph.object(withID: "b") as? NibButton)
        #expect(button.actions.count == 1 && button.actions[0].targetsFirstResponder && button.actions[0].target == nil)
    }

    @Test("custom placeholders are replaced by the external objects passed in by name")
    func externalObjects() throws {
        var b = DocumentBuilder()
        b.owner("LoginController")
        b.external("session", id: "ext", customClass: "Session")
        b.object("1", "view", "UIView")
        b.connect(.outlet, "-1", "ext", "session")
        let session = Session()
        let owner = LoginController()
        try b.nib().instantiate(owner: owner, externals: ["session": session], registry: testRegistry)
        #expect(owner.session === session)
    }

    @Test("a missing external object is an error naming it")
    func missingExternal() throws {
        var b = DocumentBuilder()
        b.external("session", id: "ext")
        b.object("1", "view", "UIView")
        do {
            try b.nib().instantiate(externals: ["other": Session()], registry: testRegistry)
            Issue.record("no error")
        } catch let error as NibError {
            #expect(error.underlying == .missingExternalObject(name: "session"))
            #expect(error.description.contains("missing external object \"session\""))
        }
    }

    @Test("the Application placeholder is supplied the same way")
    func applicationPlaceholder() throws {
        let app = NibApplication()
        let nib = try windowDocument().nib()
        try nib.instantiate(
            owner: NibWindowController(), externals: [Nib.applicationExternalName: app], registry: .defaultObjects)
        #expect(app.mainMenu?.title == "Main Menu")
        #expect(throws: NibError.self) { try nib.instantiate(owner: NibWindowController(), registry: .defaultObjects) }
    }

    @Test("a placeholder object that cannot take connections is a clear error")
    func notConnectable() throws {
        final class Plain {}
        do {
            try loginDocument().nib().instantiate(owner: Plain(), registry: testRegistry)
            Issue.record("no error")
        } catch let error as NibError {
            guard case .notConnectable(_, let actual) = error.underlying else {
                Issue.record("\(error)")
                return
            }
            #expect(actual == "Plain")
        }
    }
}

@Suite("Default objects made in code")
struct DefaultObjectsMadeInCodeTests {
    @Test("a default object made in code accepts toolkit outlets; an app subclass stays strict")
    func madeInCodeStrictness() throws {
        let application = NibApplication()
        let menu = NibMenu()
        try application.nibSetOutlet("dockMenu", to: menu)
        #expect(application.outlet("dockMenu") === menu)

        final class AppOwner: NibApplication {}
        #expect(throws: NibError.self) { try AppOwner().nibSetOutlet("dockMenu", to: menu) }
    }
}
