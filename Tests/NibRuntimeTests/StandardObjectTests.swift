import NibModel
import NibObjects
import NibRuntime
import Testing

/// The default objects grown for precise outlet types, standard actions and the Application
/// placeholder rule, on small documents.
@Suite struct StandardObjectTests {
    @Test func tableCellViewTakesItsToolkitOutletsTyped() throws {
        var b = DocumentBuilder(platform: .macOS)
        b.object("t", "tableView", "NSTableView")
        b.object("cell", "tableCellView", "NSTableCellView")
        b.object("img", "imageView", "NSImageView", parent: "cell", key: "subviews")
        b.object("txt", "textField", "NSTextField", parent: "cell", key: "subviews")
        b.object("source", "customObject", "NSObject")
        b.connect(.outlet, "cell", "img", "imageView")
        b.connect(.outlet, "cell", "txt", "textField")
        b.connect(.outlet, "t", "source", "dataSource")
        let graph = try b.nib().instantiateGraph(registry: .defaultObjects)
        let cell = try #require(graph.object(withID: "cell") as? NibTableCellView)
        #expect(cell.imageView === graph.object(withID: "img"))
        #expect(cell.textField === graph.object(withID: "txt"))
        let table = try #require(graph.object(withID: "t") as? NibTableView)
        #expect(table.dataSource === graph.object(withID: "source"))
    }

    /// `outlet(_:)` answers every outlet the nib connected, the typed ones too: a table view's
    /// `dataSource` became a typed property, and the name still finds it.
    @Test func outletByNameFindsTypedAndUnlistedOutlets() throws {
        var b = DocumentBuilder(platform: .macOS)
        b.object("t", "tableView", "NSTableView")
        b.object("source", "customObject", "NSObject")
        b.object("menu", "menu", "NSMenu")
        b.object("a", "button", "NSButton")
        b.object("c", "button", "NSButton")
        b.connect(.outlet, "t", "source", "dataSource")
        b.connect(.outlet, "t", "menu", "menu")
        b.connect(.outletCollection, "t", "a", "keyButtons")
        b.connect(.outletCollection, "t", "c", "keyButtons")
        let graph = try b.nib().instantiateGraph(registry: .defaultObjects)
        let table = try #require(graph.object(withID: "t") as? NibTableView)
        #expect(table.outlet("dataSource") === graph.object(withID: "source"))
        #expect(table.unlistedOutlets["dataSource"] == nil)
        #expect(table.outlet("menu") === graph.object(withID: "menu"))
        #expect(table.outlet("keyButtons") === graph.object(withID: "a"))
        #expect(table.outlet("delegate") == nil)
    }

    @Test func toolkitOutletOfTheWrongClassIsAnError() throws {
        var b = DocumentBuilder(platform: .macOS)
        b.object("cell", "tableCellView", "NSTableCellView")
        b.object("btn", "button", "NSButton", parent: "cell", key: "subviews")
        b.connect(.outlet, "cell", "btn", "imageView", line: 12)
        #expect(throws: NibError.self) { try b.nib().instantiateGraph(registry: .defaultObjects) }
    }

    @Test func constraintsAreNotResponders() throws {
        var b = DocumentBuilder()
        b.object("v", "view", "UIView")
        b.object(
            "c", "constraint", "NSLayoutConstraint", parent: "v", key: "constraints",
            ["constant": .real(8), "multiplier": .string("3:2"), "firstAttribute": .string("top")])
        let graph = try b.nib().instantiateGraph(registry: .defaultObjects)
        let constraint = try #require(graph.object(withID: "c") as? NibLayoutConstraint)
        #expect(constraint.constant == 8 && constraint.multiplier == 1.5 && constraint.firstAttribute == "top")
        #expect(!((constraint as AnyObject) is NibResponder))
    }

    @Test func applicationHandlesTheStandardMenuActionsAfterItsDelegate() {
        let application = NibApplication()
        #expect(
            NibResponder.sendAction("orderFrontStandardAboutPanel:", from: nil, startingAt: application) === application
        )
        #expect(application.isAboutPanelVisible)
        #expect(
            NibResponder.sendAction("hide:", from: nil, startingAt: application) === application && application.isHidden
        )
        #expect(
            NibResponder.sendAction("unhideAllApplications:", from: nil, startingAt: application) === application
                && !application.isHidden)
        #expect(NibResponder.sendAction("terminate:", from: nil, startingAt: application) === application)
        #expect(application.isTerminationRequested)
        #expect(NibResponder.sendAction("frobnicate:", from: nil, startingAt: application) == nil)
        #expect(
            application.handledStandardActions == [
                "orderFrontStandardAboutPanel:", "hide:", "unhideAllApplications:", "terminate:",
            ])
    }

    @Test func windowHandlesTheStandardWindowActions() {
        let window = NibWindow()
        window.makeKeyAndOrderFront()
        #expect(window.nibPerformAction("performMiniaturize:", sender: nil) && window.isMiniaturized)
        #expect(window.nibPerformAction("toggleFullScreen:", sender: nil) && window.isFullScreen)
        #expect(window.nibPerformAction("performClose:", sender: nil) && !window.isVisible)
        #expect(!window.nibPerformAction("copy:", sender: nil))
    }

    @Test func anUnconnectedApplicationPlaceholderNeedsNoApplicationObject() throws {
        var b = DocumentBuilder(platform: .macOS)
        b.application()
        b.object("v", "view", "NSView")
        let objects = try b.nib().instantiate(registry: .defaultObjects)
        #expect(objects.count == 1)

        var connected = DocumentBuilder(platform: .macOS)
        connected.application()
        connected.object("d", "customObject", "NSObject")
        connected.connect(.outlet, "-3", "d", "delegate")
        #expect(throws: NibError.self) { try connected.nib().instantiate(registry: .defaultObjects) }
    }
}
