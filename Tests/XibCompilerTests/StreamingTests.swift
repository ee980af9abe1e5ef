import NibModel
import Testing

@testable import XibCompiler

/// A modern document converts while it is parsed: the streaming tree holds only the open elements
/// and the values still being read, and elements that turn out to hold objects only once an object
/// opens inside them are read exactly as the element grammar reads the finished element.
@Suite struct StreamingTests {
    static let path = "Streaming.xib"
    static let header =
        #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">"#

    static func compile(_ text: String) throws -> NibDocument {
        try XibCompiler().compile(bytes: Array(text.utf8), path: path).document
    }

    /// The most element records the streaming tree held at once while `text` was converted.
    static func treeHighWater(_ text: String) throws -> Int {
        let stream = DocumentStream(path: path)
        let tree = try SAXTreeBuilder.parse(Array(text.utf8), fileName: path, delegate: stream)
        _ = try stream.finish()
        return tree.storage.buffers.pointee.records.highWater
    }

    @Test func theTreeHoldsOnlyOpenElementsAndPendingValues() throws {
        let row = """
            <button id="b%d"><rect key="frame" x="1" y="2" width="3" height="4"/>\
            <buttonCell key="cell" id="c%d" title="T"><font key="font" metaFont="system"/></buttonCell>\
            <connections><action selector="go:" target="-2" id="a%d"/></connections></button>
            """
        let rows = (0..<2_000).map { row.replacingOccurrences(of: "%d", with: String($0)) }.joined(separator: "\n")
        let text =
            Self.header + #"<objects><customObject id="-2" userLabel="File's Owner"/>"#
            + #"<view id="root"><subviews>"# + rows + "</subviews></view></objects></document>"
        let document = try Self.compile(text)
        #expect(document.objects.count == 1 + 2 * 2_000)
        #expect(document.connections.count == 2_000)
        // 14,000 elements in all; at most the open chain (document, objects, view, subviews,
        // button, cell) and one value with its parts are held at once.
        #expect(try Self.treeHighWater(text) <= 10)
    }

    @Test func elementsThatHoldObjectsAreReadAsTheGrammarReadsThemWhole() throws {
        let text =
            Self.header + """
                <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <view id="cv">
                    <subviews>
                        <matrix id="m">
                            <cells>
                                <column>
                                    <string key="label">before</string>
                                    <buttonCell id="c1"/>
                                    <buttonCell/>
                                </column>
                            </cells>
                            <array key="list">
                                <integer value="3"/>
                                <buttonCell id="c2"/>
                            </array>
                            <widget key="box">
                                <rect key="frame" x="0" y="0" width="5" height="6"/>
                                <subviews>
                                    <view id="v9"/>
                                </subviews>
                            </widget>
                            <thing key="plain">
                                <connections>
                                    <outlet property="p" destination="cv" id="o-inside-value"/>
                                </connections>
                            </thing>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="k">
                                    <string key="value" id="s-inside-runtime">x</string>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <outlet property="q" destination="cv" id="o1"/>
                            </connections>
                        </matrix>
                    </subviews>
                </view>
                </objects>
                </document>
                """
        let document = try Self.compile(text)
        #expect(document.objects.map(\.id) == ["cv", "m", "c1", "m:cells[2]", "c2", "m:box", "v9"])
        let objects = Dictionary(uniqueKeysWithValues: document.objects.map { ($0.id, $0) })
        let matrix = try #require(objects["m"])
        // A keyless grouping inside a keyless container: nested relationships that keep the value
        // read before the first object, and an object written without an id at its place.
        #expect(
            matrix.properties["cells"]
                == .array([.array([.string("before"), .object("c1"), .object("m:cells[2]")])]))
        #expect(objects["c1"]?.parent == "m")
        #expect(objects["c1"]?.key == "cells")
        #expect(objects["m:cells[2]"]?.isAnonymous == true)
        // A keyed value element that holds an object: a relationship that keeps its values.
        #expect(matrix.properties["list"] == .array([.integer(3), .object("c2")]))
        // A keyed element of no known class that holds an object: an object of its own.
        #expect(matrix.properties["box"] == .object("m:box"))
        #expect(objects["m:box"]?.isAnonymous == true)
        #expect(objects["m:box"]?.properties["subviews"] == .objects(["v9"]))
        #expect(objects["m:box"]?.properties["frame"] == .rect(NibRect(x: 0, y: 0, width: 5, height: 6)))
        #expect(objects["v9"]?.parent == "m:box")
        // Ids inside connections or runtime attributes make nothing an object: the keyed element
        // holding only connections is a value (a keyless list of its elements as written).
        guard case .array(let plain) = matrix.properties["plain"], case .array(let inner) = plain.first,
            case .element(let outlet) = inner.first
        else {
            Issue.record("\(String(describing: matrix.properties["plain"]))")
            return
        }
        #expect(outlet.name == "outlet")
        #expect(document.connections.map(\.id) == ["o1"])
        #expect(matrix.runtimeAttributes.map(\.keyPath) == ["k"])
        #expect(matrix.runtimeAttributes.first?.value == .string("x"))
    }

    @Test func anXMLErrorAfterAConversionErrorIsTheOneReported() {
        let duplicate =
            Self.header + #"<objects><view id="a"/><view id="a"/></objects></document>"#
        #expect(throws: XibError.self) { try Self.compile(duplicate) }
        do {
            _ = try Self.compile(duplicate)
        } catch {
            guard case .duplicateID(_, let id, _) = error as? XibError else {
                Issue.record("expected a duplicate id, got \(error)")
                return
            }
            #expect(id == "a")
        }
        let malformedLater =
            Self.header + #"<objects><view id="a"/><view id="a"/></objects><broken></document>"#
        do {
            _ = try Self.compile(malformedLater)
            Issue.record("a malformed document converted")
        } catch {
            guard case .malformedXML = error as? XibError else {
                Issue.record("expected the XML error, got \(error)")
                return
            }
        }
    }

    @Test func aLegacyArchiveIsKeptWholeForItsFrontEnd() throws {
        let stream = DocumentStream(path: "Legacy.xib")
        let text =
            #"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data><int key="x">1</int></data></archive>"#
        let tree = try SAXTreeBuilder.parse(Array(text.utf8), fileName: "Legacy.xib", delegate: stream)
        #expect(stream.keepsWholeTree)
        #expect(tree.nodes.count == 3)
        #expect(tree.node(tree.root).name == "archive")
    }
}
