import NibManifest
import NibModel
import Testing

@testable import XibCompiler

/// Every connection kind with its endpoints, name and extra properties.
@Suite struct ConnectionTests {
    @Test func iOSOutletsCollectionsAndActions() throws {
        let document = try XibCompiler().compile(contentsOf: TestPaths.fixture("ExternalPlaceholder.xib")).document
        let byID = Dictionary(uniqueKeysWithValues: document.connections.map { ($0.id, $0) })
        #expect(byID["o1"]?.kind == .outlet)
        #expect(byID["o1"]?.source == "-1")
        #expect(byID["o1"]?.destination == "root")
        #expect(byID["o1"]?.name == "view")
        #expect(byID["o3"]?.kind == .outletCollection)
        #expect(byID["o3"]?.properties["collectionClass"] == .string("NSMutableArray"))
        #expect(document.connections.filter { $0.kind == .outletCollection }.map(\.destination) == ["f1", "f2"])
        #expect(byID["o5"]?.destination == "ext")
        let action = try #require(byID["a2"])
        #expect(action.kind == .action)
        #expect(action.source == "go")
        #expect(action.destination == "-1")
        #expect(action.name == "logIn:forEvent:")
        #expect(action.eventType == "touchUpInside")
        #expect(byID["a3"]?.name == "refresh")
        #expect(byID["a3"]?.destination == "-2")
        #expect(byID["a1"]?.eventType == "editingChanged")
        #expect(byID["a1"]?.position == SourcePosition(line: 22, column: 25))
    }

    @Test func macOSActionsTargetsAndBindings() throws {
        let document = try XibCompiler().compile(contentsOf: TestPaths.fixture("MacPlaceholders.xib")).document
        let byID = Dictionary(uniqueKeysWithValues: document.connections.map { ($0.id, $0) })
        #expect(byID["a1"]?.source == "bt1")
        #expect(byID["a1"]?.destination == "-2")
        #expect(byID["a1"]?.name == "save:")
        #expect(byID["a1"]?.eventType == nil)
        #expect(byID["a2"]?.destination == "-1")
        let binding = try #require(byID["bd1"])
        #expect(binding.kind == .binding)
        #expect(binding.source == "t1")
        #expect(binding.destination == "udc")
        #expect(binding.name == "value")
        #expect(binding.keyPath == "values.userName")
        #expect(
            binding.properties["options"] == .dictionary(NibProperties(["NSContinuouslyUpdatesValue": .bool(true)])))
    }

    @Test func summarySortsConnections() throws {
        let document = try XibCompiler().compile(contentsOf: TestPaths.fixture("ExternalPlaceholder.xib")).document
        let summary = NibSummary(document)
        #expect(summary.objects == 4)
        #expect(summary.connections == summary.connections.sorted())
        #expect(summary.connections.first?.kind == .action)
        #expect(summary.connections.last?.kind == .outletCollection)
    }

    @Test func segueConnectionsAreRead() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <viewController id="vc1">
                        <connections>
                            <segue destination="vc2" kind="show" identifier="next" id="s1"/>
                        </connections>
                    </viewController>
                    <viewController id="vc2"/>
                </objects>
            </document>
            """
        let document = try XibCompiler().compile(bytes: Array(xib.utf8), path: "S.xib").document
        #expect(document.connections.count == 1)
        #expect(document.connections[0].kind == .segue)
        #expect(document.connections[0].name == "show")
        #expect(document.connections[0].properties["identifier"] == .string("next"))
    }
}
