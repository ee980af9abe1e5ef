import Testing

@testable import XibCompiler

/// Each fixed-id name constant stands for the text it is named after, and a parsed document's
/// attributes with those names get exactly those ids.
@Suite struct XMLTreeNameTests {
    static let constants: [(XMLTree.Name, String)] = [
        (.id, "id"), (.key, "key"), (.value, "value"), (.type, "type"), (.name, "name"),
        (.customClass, "customClass"), (.customModule, "customModule"), (.userLabel, "userLabel"),
        (.placeholderIdentifier, "placeholderIdentifier"), (.sceneMemberID, "sceneMemberID"),
        (.colorSpace, "colorSpace"), (.customColorSpace, "customColorSpace"), (.systemColor, "systemColor"),
        (.cocoaTouchSystemColor, "cocoaTouchSystemColor"), (.catalog, "catalog"), (.patternImage, "patternImage"),
        (.content, "content"), (.base64UTF8, "base64-UTF8"), (.x, "x"), (.y, "y"), (.width, "width"),
        (.height, "height"), (.connections, "connections"), (.window, "window"), (.attributes, "attributes"),
        (.destination, "destination"), (.keyPath, "keyPath"), (.target, "target"), (.property, "property"),
        (.selector, "selector"), (.kind, "kind"),
    ]

    @Test func everyConstantIsItsText() {
        #expect(Self.constants.count == XMLTree.knownNames.count)
        for (name, text) in Self.constants {
            #expect(name.text == text)
            #expect(XMLTree.knownNameIDs[text] == name.rawValue)
        }
        #expect(Set(Self.constants.map(\.0.rawValue)).count == Self.constants.count)
    }

    @Test func parsedAttributesCarryTheFixedIDs() throws {
        let attributes = Self.constants.enumerated().map { index, pair in "\(pair.1)=\"v\(index)\"" }
        let text = "<root " + attributes.joined(separator: " ") + "/>"
        let tree = try SAXTreeBuilder.parse(Array(text.utf8), fileName: "Names.xml")
        let root = tree.node(tree.root)
        for (index, (name, text)) in Self.constants.enumerated() {
            #expect(root.attribute(name) == "v\(index)", "\(text)")
        }
    }
}
