import NibManifest
import NibModel
import Testing

/// Writing a graph and reading it back gives the same graph, for every value kind,
/// and the bytes are stable.
@Suite struct ManifestRoundTripTests {
    static let values: [(String, NibValue)] = [
        ("string", .string("quote \" backslash \\ slash / tab \t newline \n emoji 👋 rtl שלום")),
        ("bool", .bool(true)),
        ("integer", .integer(-42)),
        ("real", .real(0.1)),
        ("wholeReal", .real(3)),
        ("tinyReal", .real(1e-300)),
        ("nil", .nil),
        ("rect", .rect(NibRect(x: 0, y: 20.5, width: 320, height: 480))),
        ("point", .point(NibPoint(x: -1.25, y: 3))),
        ("size", .size(NibSize(width: 44, height: 31))),
        (
            "inset",
            .inset(NibInset(edges: [NibNamedNumber(name: "minX", value: 1), NibNamedNumber(name: "maxY", value: 2.5)]))
        ),
        (
            "rgb",
            .color(
                NibColor(
                    space: .rgb, colorSpace: "custom", customColorSpace: "sRGB",
                    components: [
                        NibNamedNumber(name: "red", value: 0.70451136999999997),
                        NibNamedNumber(name: "alpha", value: 1),
                    ]))
        ),
        ("catalog", .color(NibColor(space: .catalog, colorSpace: "catalog", name: "textColor", catalog: "System"))),
        (
            "font",
            .font(
                NibFont(
                    form: .description,
                    attributes: [
                        NibAttribute(name: "type", value: "system"), NibAttribute(name: "pointSize", value: "17"),
                    ]))
        ),
        (
            "flags",
            .flags(
                NibFlags(flags: [
                    NibFlag(name: "flexibleMaxX", isSet: true), NibFlag(name: "flexibleMinY", isSet: false),
                ]))
        ),
        ("state", .state(NibProperties(["title": .string("Go"), "image": .string("go.png")]))),
        (
            "attributed",
            .attributedString([
                NibFragment(
                    content: "Hi",
                    attributes: NibProperties(["NSColor": .color(NibColor(space: .named, name: "Accent"))]))
            ])
        ),
        ("array", .array([.string("a"), .integer(1), .array([]), .nil])),
        ("dictionary", .dictionary(NibProperties(["b": .bool(false), "a": .real(2.5)]))),
        ("object", .object("abc-12-xyz")),
        ("objects", .objects(["1", "2", "3"])),
        (
            "element",
            .element(
                NibElement(
                    name: "mystery", attributes: [NibAttribute(name: "x", value: "1")], text: "t",
                    children: [NibElement(name: "inner")]))
        ),
    ]

    static func sample() -> NibDocument {
        var properties = NibProperties()
        for (name, value) in values { properties.set(name, value) }
        return NibDocument(
            sourceFile: "Sample.xib",
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "3.0", toolsVersion: "1",
                targetRuntime: "iOS.CocoaTouch", attributes: [NibAttribute(name: "useAutolayout", value: "YES")]),
            placeholders: [
                NibPlaceholder(
                    id: "-1", role: .owner, identifier: "IBFilesOwner", element: "placeholder", className: "NSObject",
                    customClass: "Owner"),
                NibPlaceholder(
                    id: "ext", role: .external, identifier: "Store", element: "placeholder", className: "NSObject"),
            ],
            objects: [
                NibObject(
                    id: "v", element: "view", className: "UIView", properties: properties,
                    runtimeAttributes: [
                        NibRuntimeAttribute(keyPath: "layer.cornerRadius", type: "number", value: .real(4))
                    ],
                    position: SourcePosition(line: 3, column: 5)),
                NibObject(
                    id: "v:contentView", element: "view", className: "UIView", parent: "v", key: "contentView",
                    isAnonymous: true),
            ],
            connections: [
                NibConnection(
                    id: "c", kind: .action, source: "v", destination: "-1", name: "go:",
                    properties: NibProperties(["eventType": .string("touchUpInside")]))
            ],
            topLevelObjects: ["v"],
            resources: [NibResource(kind: .image, name: "go.png", properties: NibProperties(["width": .real(32)]))],
            metadata: [NibElement(name: "device", attributes: [NibAttribute(name: "id", value: "retina6_1")])]
        )
    }

    @Test func everyValueKindRoundTrips() throws {
        let document = Self.sample()
        let bytes = ManifestWriter.data(for: document)
        let readBack = try ManifestReader.read(bytes)
        #expect(readBack == document)
        for (name, value) in Self.values {
            #expect(readBack.objects[0].properties[name] == value, "\(name)")
        }
        #expect(ManifestWriter.data(for: readBack) == bytes)
    }

    /// The document's identity, when recorded, comes back as written; without it no member is written.
    @Test func identityRoundTrips() throws {
        var document = Self.sample()
        #expect(!ManifestWriter.string(for: document).contains("\"identity\""))
        for identity in [
            DocumentIdentity(path: "Sources/App/Base.lproj/Main.xib", localization: "fr"),
            DocumentIdentity(path: "Login.xib"),
        ] {
            document.identity = identity
            let bytes = ManifestWriter.data(for: document)
            let readBack = try ManifestReader.read(bytes)
            #expect(readBack.identity == identity)
            #expect(ManifestWriter.data(for: readBack) == bytes)
        }
    }

    @Test func propertiesKeepDocumentOrder() throws {
        let readBack = try ManifestReader.read(ManifestWriter.data(for: Self.sample()))
        #expect(readBack.objects[0].properties.names == Self.values.map(\.0))
        if case .dictionary(let entries)? = readBack.objects[0].properties["dictionary"] {
            #expect(entries.names == ["b", "a"])
        }
    }

    @Test func realsStayRealAndIntegersStayIntegers() {
        let text = ManifestWriter.string(for: Self.sample())
        #expect(text.contains("\"wholeReal\": 3.0"))
        #expect(text.contains("\"integer\": -42"))
        #expect(text.contains("\"real\": 0.1,"))
        #expect(text.contains("\"red\": 0.70451137"))
        #expect(text.contains(#"backslash \\ slash / tab \t newline \n emoji 👋"#))
    }

    @Test func outputIsStableAndEndsWithANewline() {
        let first = ManifestWriter.data(for: Self.sample())
        #expect(first == ManifestWriter.data(for: Self.sample()))
        #expect(first.last == UInt8(ascii: "\n"))
    }

    @Test func summaryCountsNamedObjectsOnly() {
        let summary = NibSummary(Self.sample())
        #expect(summary.objects == 1)
        #expect(summary.placeholders.map(\.role) == [.owner, .external])
    }
}
