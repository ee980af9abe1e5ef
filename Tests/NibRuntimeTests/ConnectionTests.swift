import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("3. Re-establish connections")
struct ConnectionTests {
    @Test("outlets are set through the typed setters")
    func outlets() throws {
        let owner = LoginController()
        let graph = try loginDocument().nib().instantiateGraph(owner: owner, registry: testRegistry)
        #expect(owner.nameField === graph.object(withID: "2"))
        #expect(owner.loginButton === graph.object(withID: "4"))
        #expect(owner.session === graph.object(withID: "6"))
    }

    @Test("outlet collections are filled in document order")
    func outletCollections() throws {
        let owner = LoginController()
        let graph = try loginDocument().nib().instantiateGraph(owner: owner, registry: testRegistry)
        #expect(owner.fields.count == 2)
        #expect(owner.fields[0] === graph.object(withID: "2") && owner.fields[1] === graph.object(withID: "3"))
        #expect(graph.connectionCount == 7)
    }

    @Test("an outlet of the wrong type is an error naming outlet, expected and actual type")
    func outletTypeMismatch() throws {
        var b = loginDocument()
        b.connect(.outlet, "-1", "5", "nameField", line: 40)
        do {
            try b.nib().instantiate(owner: LoginController(), registry: testRegistry)
            Issue.record("no error")
        } catch let error as NibError {
            #expect(
                error
                    == .located(
                        .outletTypeMismatch(
                            className: "LoginController", outlet: "nameField",
                            expected: "NibTextField", actual: "BadgeView"),
                        at: SourceLocation(file: "Login.xib", line: 40, column: 9)))
            #expect(
                error.description
                    == "Login.xib:40:9: error: outlet \"nameField\" of LoginController expects NibTextField but the nib connects BadgeView"
            )
        }
    }

    @Test("an outlet the class does not have is an error naming class and outlet")
    func unknownOutlet() throws {
        var b = loginDocument()
        b.connect(.outlet, "-1", "2", "passwordField", line: 41)
        #expect(
            throws: NibError.located(
                .unknownOutlet(className: "LoginController", outlet: "passwordField"),
                at: SourceLocation(file: "Login.xib", line: 41, column: 9))
        ) {
            try b.nib().instantiate(owner: LoginController(), registry: testRegistry)
        }
    }

    @Test("actions are connected to controls for their event types")
    func actions() throws {
        let owner = LoginController()
        let graph = try loginDocument().nib().instantiateGraph(owner: owner, registry: testRegistry)
        let button = try #require(graph.object(withID: "4") as? NibButton)
        #expect(button.actions.count == 1)
        #expect(button.actions[0].selector == "login:" && button.actions[0].eventType == "touchUpInside")
        #expect(button.actions[0].target === owner)
        #expect(button.sendActions(for: "valueChanged").isEmpty)
        #expect(owner.log.filter { $0.hasPrefix("login") }.isEmpty)
        let handlers = button.performClick()
        #expect(handlers.count == 1 && handlers[0] === owner)
        #expect(owner.log.last?.hasPrefix("login from") == true)
        button.isEnabled = false
        #expect(button.performClick().isEmpty)
    }

    @Test("bindings are handed to the objects with name, key path and options")
    func bindings() throws {
        var b = DocumentBuilder(platform: .macOS)
        b.owner("NSObject", id: "-2")
        b.object("ctl", "objectController", "NSObjectController")
        b.object("tf", "textField", "NSTextField")
        b.connect(
            .binding, "tf", "ctl", "value",
            [
                "keyPath": .string("selection.name"),
                "options": .dictionary(NibProperties(["NSNullPlaceholder": .string("none")])),
            ])
        let graph = try b.nib().instantiateGraph(registry: .defaultObjects)
        let field = try #require(graph.object(withID: "tf") as? NibTextField)
        #expect(field.nibBindings.count == 1)
        let binding = field.nibBindings[0]
        #expect(binding.name == "value" && binding.keyPath == "selection.name")
        #expect(binding.target === graph.object(withID: "ctl"))
        #expect(binding.options["NSNullPlaceholder"] == .string("none"))
    }

    @Test("user-defined runtime attributes are applied by key path")
    func runtimeAttributes() throws {
        let graph = try loginDocument().nib().instantiateGraph(owner: LoginController(), registry: testRegistry)
        #expect((graph.object(withID: "6") as? Session)?.user == "bob")

        var b = DocumentBuilder()
        b.object(
            "1", "view", "UIView",
            attributes: [
                NibRuntimeAttribute(keyPath: "layer.cornerRadius", type: "number", value: .real(4)),
                NibRuntimeAttribute(keyPath: "tag", type: "number", value: .integer(9)),
            ])
        let view = try #require(try b.nib().instantiate(registry: .defaultObjects).first as? NibView)
        #expect(view.tag == 9 && view.nibAttributes["layer.cornerRadius"] == .real(4))
    }

    @Test("an object that does not accept a runtime attribute or action says so")
    func rejectedAttribute() throws {
        final class Strict: NibConnectable {}
        let registry = NibClassRegistry(parent: .defaultObjects)
        registry.register("Strict") { _ in Strict() }
        var b = DocumentBuilder()
        b.object(
            "1", "customObject", "NSObject", custom: "Strict", line: 3,
            attributes: [NibRuntimeAttribute(keyPath: "speed", type: "number", value: .integer(1))])
        #expect(
            throws: NibError.located(
                .unknownKeyPath(className: "Strict", keyPath: "speed"),
                at: SourceLocation(file: "Test.xib", line: 3, column: 5))
        ) {
            try b.nib().instantiate(registry: registry)
        }
    }

    @Test("outlets to First Responder are rejected; segues are skipped with a note")
    func unusualConnections() throws {
        var b = DocumentBuilder()
        b.owner("LoginController")
        b.firstResponder()
        b.object("1", "view", "UIView")
        b.connect(.segue, "1", "1", "show")
        let graph = try b.nib().instantiateGraph(owner: LoginController(), registry: testRegistry)
        #expect(graph.diagnostics.contains { $0.message.contains("segue") })
        b.connect(.outlet, "-1", "-2", "nameField")
        #expect(throws: NibError.self) { try b.nib().instantiate(owner: LoginController(), registry: testRegistry) }
    }
}

@Suite("Actions through the responder chain")
struct ResponderChainTests {
    @Test("an action aimed at First Responder travels view → superview → … → view controller → window → app")
    func responderChain() throws {
        let b = windowDocument()
        let app = NibApplication()
        let delegate = Handler(handling: "paste:")
        app.delegate = delegate
        let owner = NibWindowController()
        let graph = try b.nib().instantiateGraph(
            owner: owner, externals: [Nib.applicationExternalName: app], registry: .defaultObjects)
        let button = try #require(graph.object(withID: "b") as? NibButton)
        let box = try #require(graph.object(withID: "box") as? NibView)
        let content = try #require(graph.object(withID: "cv") as? NibView)
        let window = try #require(graph.object(withID: "w") as? NibWindow)

        // A view controller whose root view is `box`, sitting in the window's content view.
        let controller = NibViewController()
        controller.setView(box)
        let chain = button.responderChain
        #expect(chain.count == 7)
        #expect(chain[0] === button && chain[1] === box && chain[2] === controller && chain[3] === content)
        #expect(chain[4] === window && chain[5] === owner && chain[6] === app)

        // Nobody handles copy: → not delivered.
        #expect(button.sendAction().isEmpty)
        // The view controller handles it.
        final class CopyController: NibViewController {
            var copies = 0
            override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
                if selector == "copy:" {
                    copies += 1
                    return true
                }
                return super.nibPerformAction(selector, sender: sender)
            }
        }
        let copier = CopyController()
        copier.setView(box)
        #expect(button.sendAction().first === copier && copier.copies == 1)

        // A menu item aimed at First Responder ends at the app, which hands it to its delegate.
        let menu = try #require(app.mainMenu)
        let paste = try #require(menu.item(forKeyEquivalent: "v", modifiers: ["command", "shift"]))
        #expect(paste.performAction() === app)
        #expect(delegate.received == ["paste:"])
        #expect(menu.item(forKeyEquivalent: "c")?.title == "Copy")
    }
}

@Suite("The event of an action")
struct ActionEventTests {
    final class Recorder: NibResponder {
        var events: [String?] = []
        override func nibPerformAction(_ selector: String, sender: AnyObject?) -> Bool {
            guard selector == "changed:forEvent:" else { return super.nibPerformAction(selector, sender: sender) }
            events.append(NibEvent.current?.type)
            return true
        }
    }

    @Test("a control's send makes its event current for the action method, and only during the send")
    func controlEventIsCurrent() {
        let recorder = Recorder()
        let field = NibTextField(frame: NibRect(x: 0, y: 0, width: 10, height: 10))
        field.addAction(NibAction(selector: "changed:forEvent:", eventType: "editingChanged", target: recorder))
        field.addAction(NibAction(selector: "changed:forEvent:", eventType: "editingDidEnd", target: recorder))
        #expect(NibEvent.current == nil)
        field.sendActions(for: "editingChanged")
        field.sendActions(for: "editingDidEnd")
        field.sendActions(for: "touchUpInside")
        #expect(recorder.events == ["editingChanged", "editingDidEnd"])
        #expect(NibEvent.current == nil)
    }

    @Test("a menu item's action sees an event without a control-event type")
    func menuItemEvent() {
        let recorder = Recorder()
        let item = NibMenuItem()
        try? item.nibConnectAction(NibAction(selector: "changed:forEvent:", target: recorder))
        #expect(item.performAction() === recorder)
        #expect(recorder.events == [nil])
    }
}
