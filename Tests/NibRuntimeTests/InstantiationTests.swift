import NibModel
import NibObjects
import NibRuntime
import Testing

@Suite("2. Instantiate every interface object")
struct InstantiationTests {
    @Test("by default objects are decoded from their recorded properties")
    func decodedByDefault() throws {
        let owner = LoginController()
        let graph = try loginDocument().nib().instantiateGraph(owner: owner, registry: testRegistry)
        let root = try #require(graph.object(withID: "1") as? NibView)
        #expect(root.frame == NibRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.bounds == NibRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.alpha == 0.5 && root.tag == 7)
        #expect(root.subviews.count == 4)
        #expect(root.subviews.map { $0.frame.y } == [10, 50, 90, 90])
        #expect(root.subviews.allSatisfy { $0.superview === root })
        let field = try #require(graph.object(withID: "2") as? NibTextField)
        #expect(field.text == "alice")
        let button = try #require(graph.object(withID: "4") as? NibButton)
        #expect(button.title(for: "normal") == "Log In")
        #expect(button.title(for: "highlighted") == "Logging…")
        #expect(button.title(for: "disabled") == "Log In")
    }

    @Test("custom views are created with their frame; custom objects with a plain init")
    func initialiserRules() throws {
        var b = DocumentBuilder(platform: .macOS)
        b.object("v", "customView", "NSView", custom: "BadgeView", ["frame": rect(1, 2, 30, 40), "alpha": .real(0.25)])
        b.object("o", "customObject", "NSObject", custom: "Session")
        b.object("d", "view", "NSView", custom: "BadgeView", ["frame": rect(5, 5, 5, 5), "alpha": .real(0.25)])
        let graph = try b.nib().instantiateGraph(registry: testRegistry)
        let custom = try #require(graph.object(withID: "v") as? BadgeView)
        #expect(custom.initialization == .frame(NibRect(x: 1, y: 2, width: 30, height: 40)))
        #expect(custom.frame == NibRect(x: 1, y: 2, width: 30, height: 40))
        #expect(custom.alpha == 1, "a custom view gets only its frame, not its other recorded values")
        let decoded = try #require(graph.object(withID: "d") as? BadgeView)
        #expect(decoded.initialization == .decode && decoded.alpha == 0.25)
        #expect((graph.object(withID: "o") as? Session)?.how == "init()")
    }

    @Test("the registry is asked for customClass first, then the standard class")
    func registryOrder() throws {
        let graph = try loginDocument().nib().instantiateGraph(owner: LoginController(), registry: testRegistry)
        #expect(graph.object(withID: "5") is BadgeView)
        #expect(type(of: graph.object(withID: "1")!) == NibView.self)
        #expect(graph.object(withID: "4") is NibButton)
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
    }

    @Test("an unknown custom class falls back to its standard class with a diagnostic; strict makes it an error")
    func unknownClass() throws {
        var b = DocumentBuilder()
        b.object(
            "1", "button", "UIButton", custom: "FancyButton", line: 7,
            ["normal": .state(NibProperties(["title": .string("Go")]))])
        b.object("2", "view", "UIView", custom: "Nowhere", line: 8)
        b.object("3", "gizmo", "UIGizmo", line: 9, ["answer": .integer(42)])
        let nib = try b.nib()
        let graph = try nib.instantiateGraph(registry: .defaultObjects)
        #expect((graph.object(withID: "1") as? NibButton)?.title() == "Go")
        let generic = try #require(graph.object(withID: "3") as? NibGenericObject)
        #expect(generic.className == "UIGizmo" && generic.properties["answer"] == .integer(42))
        let messages = graph.diagnostics.map(\.description)
        #expect(
            messages.contains(
                "Test.xib:7:5: warning: Unknown class FancyButton in Interface Builder file; using UIButton"))
        #expect(messages.contains { $0.contains("UIGizmo") && $0.hasPrefix("Test.xib:9:5: note:") })

        #expect(
            throws: NibError.located(
                .unknownClass(className: "FancyButton", objectID: "1"),
                at: SourceLocation(file: "Test.xib", line: 7, column: 5))
        ) {
            try nib.instantiate(registry: .defaultObjects, options: NibInstantiationOptions(strictClasses: true))
        }
    }

    @Test("UIKit and AppKit class names map to the same default objects")
    func bothToolkits() throws {
        for (ui, ns, type) in [
            ("UIButton", "NSButton", NibButton.self as NibResponder.Type),
            ("UIImageView", "NSImageView", NibImageView.self),
            ("UITextField", "NSTextField", NibTextField.self),
            ("UIViewController", "NSViewController", NibViewController.self),
            ("UIWindow", "NSWindow", NibWindow.self), ("UITableViewCell", "NSTableRowView", NibTableCell.self),
            ("UITableView", "NSTableView", NibTableView.self), ("UITextView", "NSTextView", NibTextView.self),
            ("UISlider", "NSSlider", NibSlider.self), ("UIScrollView", "NSScrollView", NibScrollView.self),
        ] {
            var b = DocumentBuilder()
            b.object("1", "x", ui)
            b.object("2", "x", ns)
            let graph = try b.nib().instantiateGraph(registry: .defaultObjects)
            #expect(Swift.type(of: graph.objects[0]) == type && Swift.type(of: graph.objects[1]) == type)
        }
    }

    @Test("each instantiation creates a fresh graph")
    func freshGraph() throws {
        let nib = try loginDocument().nib()
        let owner = LoginController()
        let first = try nib.instantiateGraph(owner: owner, registry: testRegistry)
        let second = try nib.instantiateGraph(owner: owner, registry: testRegistry)
        #expect(first.objects.count == second.objects.count)
        let shared = first.objects.indices.filter { first.objects[$0] === second.objects[$0] }
        #expect(shared.isEmpty)
        #expect(owner.nameField === second.object(withID: "2"))
    }

    @Test("default objects decode the values the converter records")
    func defaultObjectValues() throws {
        var b = DocumentBuilder()
        let red = NibColor(
            space: .rgb, colorSpace: "custom", customColorSpace: "sRGB",
            components: [
                NibNamedNumber(name: "red", value: 1), NibNamedNumber(name: "green", value: 0),
                NibNamedNumber(name: "blue", value: 0), NibNamedNumber(name: "alpha", value: 1),
            ])
        b.object(
            "1", "view", "UIView",
            [
                "frame": rect(0, 0, 10, 10), "backgroundColor": .color(red), "hidden": .bool(true),
                "autoresizingMask": .flags(
                    NibFlags(flags: [
                        NibFlag(name: "widthSizable", isSet: true), NibFlag(name: "flexibleMaxY", isSet: false),
                    ])),
            ])
        b.object(
            "2", "label", "UILabel", parent: "1", key: "subviews",
            [
                "text": .string("Hello"), "numberOfLines": .integer(0),
                "fontDescription": .font(
                    NibFont(
                        form: .description,
                        attributes: [
                            NibAttribute(name: "type", value: "system"), NibAttribute(name: "pointSize", value: "17"),
                        ])),
            ])
        b.object("3", "switch", "UISwitch", parent: "1", key: "subviews", ["enabled": .bool(false)])
        let graph = try b.nib().instantiateGraph(registry: .defaultObjects)
        let view = try #require(graph.object(withID: "1") as? NibView)
        #expect(
            view.backgroundColor?.component("red") == 1 && view.isHidden && view.autoresizingMask == ["widthSizable"])
        let label = try #require(graph.object(withID: "2") as? NibLabel)
        #expect(label.text == "Hello" && label.numberOfLines == 0 && label.font?.pointSize == 17)
        #expect((graph.object(withID: "3") as? NibControl)?.isEnabled == false)
    }
}
