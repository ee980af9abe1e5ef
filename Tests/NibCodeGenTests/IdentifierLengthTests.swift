import Foundation
import NibTestSupport
import Testing

@testable import NibCodeGen

/// A document's text becomes names of at most ``SwiftIdentifier/maximumLength`` scalars, kept
/// unique by the scopes, however long the text is.
@Suite struct IdentifierLengthTests {
    @Test func rulesCapTheirNames() {
        let long = String(repeating: "ab", count: 1 << 20)
        #expect(SwiftIdentifier.value(long).count == SwiftIdentifier.maximumLength)
        #expect(SwiftIdentifier.type(long).count == SwiftIdentifier.maximumLength)
        #expect(SwiftIdentifier.lowerCamel(long).count == SwiftIdentifier.maximumLength)
        #expect(SwiftIdentifier.value("short") == "short")
    }

    /// Custom classes alike in their first ``SwiftIdentifier/maximumLength`` letters have one Swift
    /// name, and the base it takes is the last class's in name order: it was whichever the table
    /// of bases gave last, which changes from one run to the next, so the same document gave an
    /// action a sender of one type or another.
    @Test func classesCutToOneNameTakeOneBase() {
        let prefixes = (0..<24).map { "Custom\($0)" + String(repeating: "x", count: SwiftIdentifier.maximumLength) }
        var bases: [String: String] = [:]
        for prefix in prefixes {
            bases[prefix + "A"] = "NibView"
            bases[prefix + "B"] = "NibViewController"
        }
        let vocabulary = TypeVocabulary.defaultObjects
        let hierarchy = TypeHierarchy(vocabulary: vocabulary, bases: bases)
        for prefix in prefixes {
            let name = vocabulary.swiftTypeName(prefix + "A")
            #expect(name == vocabulary.swiftTypeName(prefix + "B"))
            #expect(hierarchy.commonSuperclass(name, "NibViewController") == "NibViewController")
        }
    }

    /// Two top-level views with 2 MiB labels that differ only at their end, and an outlet named
    /// with one: 128-scalar names, the second numbered, and a file of normal size.
    @Test func longLabelsGiveShortUniqueNames() throws {
        let label = String(repeating: "a", count: 1 << 21)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                        <connections>
                            <outlet property="\(label)" destination="one" id="o1"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="one" userLabel="\(label)1"/>
                    <view contentMode="scaleToFill" id="two" userLabel="\(label)2"/>
                </objects>
            </document>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.write(xib, to: folder + "/Long.xib")
        let file = try NibCodeGenerator().generate([TestSupport.compile(folder + "/Long.xib")])[0]
        let name = String(repeating: "a", count: SwiftIdentifier.maximumLength)
        #expect(file.contents.contains("        let \(name): NibView\n"))
        #expect(file.contents.contains("        let \(name)2: NibView\n"))
        #expect(file.contents.contains("private(set) var \(name): NibView?"))
        // The outlet's own name is a string literal the runtime matches (once), never a name.
        #expect(file.contents.utf8.count < 3 * label.utf8.count)
    }
}
