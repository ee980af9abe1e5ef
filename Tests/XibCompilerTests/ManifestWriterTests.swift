import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The streaming manifest writer against the json-c writer it replaced: the same bytes for every
/// corpus document and for values chosen to exercise escaping and number forms.
@Suite struct ManifestWriterTests {
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCorpusManifestIsByteIdenticalToJSONC() throws {
        let files = TestPaths.modernCorpusXibs()
        #expect(files.count > 50)
        var compared = 0
        for file in files {
            guard let compilation = try? XibCompiler().compile(contentsOf: file) else { continue }
            let streamed = ManifestWriter.data(for: compilation.document)
            Self.expectSame(streamed, JSONCReferenceWriter.data(for: compilation.document), file)
            compared += 1
        }
        #expect(compared > 50)
    }

    static let awkwardStrings: [String] = [
        "", "plain", "quote \" backslash \\ slash / </script>",
        "controls \u{0}\u{1}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1B}\u{1F}\u{7F}",
        "unicode é ß 中文 👋🏽 שלום \u{2028}\u{2029} \u{FEFF}", String(repeating: "long ", count: 2_000),
    ]

    static let awkwardNumbers: [Double] = [
        0, -0.0, 1, -1, 0.1, 1e-300, .leastNonzeroMagnitude, 1e15, 1e15 - 1, -1e15, 1e16, 123456789012345.5,
        0.70451136999999997,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 3.0, 2.5e-7, 1e21, 1e22,
    ]

    static func awkwardDocument() -> NibDocument {
        var properties = NibProperties()
        for (offset, string) in awkwardStrings.enumerated() {
            properties.set("s\(offset)", .string(string))
            // Keys are escaped like values, and end at a NUL byte like the C strings json-c takes.
            properties.set("key \(string)", .integer(offset))
        }
        for (offset, number) in awkwardNumbers.enumerated() {
            properties.set("r\(offset)", .real(number))
            properties.set("p\(offset)", .point(NibPoint(x: number, y: -number)))
        }
        properties.set(
            "ints",
            .array([.integer(.max), .integer(.min), .integer(0), .nil, .array([]), .dictionary(NibProperties())]))
        properties.set(
            "flags", .flags(NibFlags(flags: [NibFlag(name: "a/b", isSet: true), NibFlag(name: "c", isSet: false)])))
        properties.set(
            "element",
            .element(
                NibElement(
                    name: "x", attributes: [NibAttribute(name: "q\"", value: "\u{1}")],
                    text: "\n   ", children: [NibElement(name: "y", text: "")])))
        let info = DocumentInfo(
            type: "t", version: "3.0", toolsVersion: nil, targetRuntime: "MacOSX.Cocoa",
            attributes: awkwardStrings.enumerated().map { NibAttribute(name: "a\($0.offset)", value: $0.element) })
        return NibDocument(
            sourceFile: "Awk\u{1}ward \"name\".xib", info: info,
            placeholders: [
                NibPlaceholder(id: "-2", role: .owner, identifier: nil, element: "customObject", className: "NSObject"),
                NibPlaceholder(id: "ex", role: .exit, identifier: "Exit", element: "exit", className: "NSObject"),
            ],
            objects: [
                NibObject(
                    id: "o", element: "view", className: "NSView", customClass: "C/\u{9}", properties: properties,
                    runtimeAttributes: [NibRuntimeAttribute(keyPath: "k", type: "number", value: .real(.nan))],
                    position: SourcePosition(line: 12, column: 3))
            ],
            connections: [
                NibConnection(
                    id: "c", kind: .outlet, source: "o", destination: "-2", name: "view",
                    properties: NibProperties(["x": .nil]))
            ],
            topLevelObjects: ["o"],
            scenes: [
                NibScene(
                    id: "s1", controller: "o", objects: ["o"], placeholders: ["ex"],
                    canvasLocation: NibPoint(x: 139.5, y: -12), position: SourcePosition(line: 4, column: 9)),
                NibScene(id: "s2", controller: nil),
            ],
            initialController: "o")
    }

    @Test func escapingAndNumberFormsMatchJSONC() {
        let document = Self.awkwardDocument()
        let streamed = ManifestWriter.data(for: document)
        let reference = JSONCReferenceWriter.data(for: document)
        Self.expectSame(streamed, reference, "awkward")
    }

    /// Reals with few decimals (written without asking Swift for their description) and around
    /// the edges of that form, next to doubles with every number of digits, all against json-c's
    /// text, which holds Swift's description.
    @Test func realsOfEveryFormMatchJSONC() {
        var reals: [Double] = [
            1e-3, 0.00099999999999999, 0.0009765625, 1e15, 1e15 - 0.5, 1e15 - 1, 999_999_999_999_999.9,
            0x1p50, 0x1p50 - 0.5, 0x1p53, 0.1 + 0.2, 1 / 3, 2 / 3, 0.94117647058823528, 1e-7, .leastNonzeroMagnitude,
            Double(Float(0.1)), Double(Float(0.7)), 123456.1234567, 0.0000001, 1234567.890123,
        ]
        for places in 0...8 {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            for numerator in stride(from: 0, through: 20_000, by: 7) { reals.append(Double(numerator) / scale) }
            for numerator in stride(from: 1, through: 1_000_000_000_000, by: 999_983_717) {
                reals.append(Double(numerator) / scale)
            }
        }
        // Doubles of every magnitude and digit count, from a fixed seed so that a failure repeats.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            reals.append(Double(bitPattern: state))
            let unit = Double(state >> 11) / 0x1p53
            var scale = 1e-5
            for _ in 0...21 {
                reals.append(unit * scale)
                reals.append((unit * scale * 1_000).rounded() / 1_000)
                scale *= 10
            }
        }
        reals += reals.map { -$0 }
        var properties = NibProperties()
        properties.reserveCapacity(reals.count)
        for (offset, real) in reals.enumerated() { properties.set("r\(offset)", .real(real)) }
        let document = Self.oneView(properties, sourceFile: "reals.xib")
        Self.expectSame(ManifestWriter.data(for: document), JSONCReferenceWriter.data(for: document), "reals")
    }

    /// A document of one view with `properties`.
    static func oneView(_ properties: NibProperties, sourceFile: String) -> NibDocument {
        NibDocument(
            sourceFile: sourceFile,
            info: DocumentInfo(
                type: "t", version: "3.0", toolsVersion: nil, targetRuntime: "MacOSX.Cocoa", attributes: []),
            objects: [NibObject(id: "o", element: "view", className: "NSView", properties: properties)])
    }

    /// Texts around the lengths where the writer changes method (short texts in one word, eight
    /// bytes at a time, texts escaped piece by piece), with a byte to escape at every position,
    /// and nesting deeper than one reservation indents.
    @Test func textsOfEveryLengthAndDeepNestingMatchJSONC() {
        var texts: [String] = []
        for length in Array(0...40) + [2_700, 2_727, 2_728, 2_729, 2_730, 5_460, 9_000] {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x41 + $0 % 26))) })
            texts.append(plain)
            let positions =
                length <= 40 ? Array(0..<length) : [0, 7, 8, length / 2, length - 9, length - 8, length - 1]
            for position in positions {
                for special in ["\"", "\\", "\n", "\u{1}", "\u{0}", "é"] {
                    var scalars = Array(plain.unicodeScalars)
                    scalars[position] = special.unicodeScalars.first!
                    texts.append(String(String.UnicodeScalarView(scalars)))
                }
            }
        }
        var properties = NibProperties()
        for (offset, text) in texts.enumerated() {
            properties.set("s\(offset)", .string(text))
            properties.set("\(offset) \(text)", .bool(true))
        }
        var nested = NibElement(name: "innermost", text: "\u{1}")
        for level in 0..<1_100 { nested = NibElement(name: "level\(level)", children: [nested]) }
        properties.set("nested", .element(nested))
        let document = Self.oneView(properties, sourceFile: "texts.xib")
        Self.expectSame(ManifestWriter.data(for: document), JSONCReferenceWriter.data(for: document), "texts")
    }

    /// Reports the first differing byte with the text around it in both outputs.
    static func expectSame(
        _ streamed: [UInt8], _ reference: [UInt8], _ name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard streamed != reference else { return }
        let index =
            zip(streamed, reference).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(streamed.count, reference.count)
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 60)..<min(bytes.count, index + 40)], as: UTF8.self).debugDescription
        }
        Issue.record(
            "\(name): first difference at byte \(index)\nstreamed:  \(around(streamed))\nreference: \(around(reference))",
            sourceLocation: sourceLocation)
    }

    @Test func anEmptyDocumentMatchesJSONC() {
        let document = NibDocument(
            sourceFile: "",
            info: DocumentInfo(
                type: "", version: "", toolsVersion: nil,
                targetRuntime: "", attributes: []))
        Self.expectSame(ManifestWriter.data(for: document), JSONCReferenceWriter.data(for: document), "empty")
    }
}
