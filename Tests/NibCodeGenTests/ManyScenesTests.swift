import NibModel
import Testing
import XibCompiler

@testable import NibCodeGen

/// Storyboards of very many scenes whose controllers share a class and a name.
@Suite struct ManyScenesTests {
    /// A storyboard of `count` scenes, each a `DetailViewController` titled `Detail`.
    static func storyboard(_ count: Int) -> String {
        let scenes = (0..<count).map { number in
            """
            <scene sceneID="s\(number)"><objects>
            <viewController title="Detail" id="v\(number)" customClass="DetailViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="w\(number)"/>
            </viewController>
            </objects></scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="v0">
            <scenes>\(scenes.joined(separator: "\n"))</scenes>
            </document>
            """
    }

    @Test func sceneCasesAreNumberedInSceneOrder() throws {
        let count = 2_000
        let document = try XibCompiler().compile(bytes: Array(Self.storyboard(count).utf8), path: "Main.storyboard")
            .document
        let model = try NibCodeGenerator().codeModel(for: [GeneratorInput(path: "Main.storyboard", document: document)])
        let cases = model.storyboards[0].scenes.map(\.caseName)
        #expect(cases == ["detail"] + (2...count).map { "detail\($0)" })
    }

    @Test func aClassKeepsEachPlaceItIsUsedOnceInOrder() throws {
        var table = ClassFactsTable(hierarchy: TypeHierarchy(vocabulary: .defaultObjects, bases: [:]))
        let places = (1...20_000).map {
            SourceLocation(file: "Main.storyboard", position: SourcePosition(line: $0, column: 1))
        }
        for place in places + places.reversed() {
            table.register("DetailViewController", standardClass: "NibViewController", input: 0, at: place)
        }
        #expect(table.classes["DetailViewController"]?.locations == places)
    }
}
