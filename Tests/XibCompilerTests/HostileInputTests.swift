import Foundation
import NibManifest
import NibModel
import Testing

@testable import XibCompiler

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile and broken documents, each with its exact outcome: a positioned ``XibError`` or the
/// correct graph. Every case is bounded in time; the network and file cases watch a local
/// listener and a secret file. `ErrorTests` holds the plainer malformed-input cases.
@Suite struct HostileInputTests {
    static let path = "Hostile.xib"
    static let header =
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#
    static let dtdMessage =
        "a DTD (<!DOCTYPE …>) is not allowed in an Interface Builder document; entities are never expanded"

    static func at(_ line: Int, _ column: Int) -> NibModel.SourceLocation {
        NibModel.SourceLocation(file: path, line: line, column: column)
    }

    /// Compiles `bytes`, failing the test if it takes longer than `bound`.
    static func outcome(
        _ bytes: [UInt8], within bound: Duration = .seconds(2),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Result<NibDocument, XibError> {
        let clock = ContinuousClock()
        let start = clock.now
        let result: Result<NibDocument, XibError>
        do { result = .success(try XibCompiler().compile(bytes: bytes, path: path).document) } catch {
            result = .failure(error)
        }
        let elapsed = clock.now - start
        #expect(elapsed < bound, "took \(elapsed)", sourceLocation: sourceLocation)
        return result
    }

    static func error(
        _ text: String, within bound: Duration = .seconds(2),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> XibError? {
        error(Array(text.utf8), within: bound, sourceLocation: sourceLocation)
    }

    static func error(
        _ bytes: [UInt8], within bound: Duration = .seconds(2),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> XibError? {
        switch outcome(bytes, within: bound, sourceLocation: sourceLocation) {
        case .success: return nil
        case .failure(let error): return error
        }
    }

    static func document(
        _ text: String, within bound: Duration = .seconds(2),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> NibDocument {
        try outcome(Array(text.utf8), within: bound, sourceLocation: sourceLocation).get()
    }

    // MARK: Entities and DTDs

    @Test func externalFileEntityIsRefusedAndTheFileNeverRead() throws {
        let secret = try SecretFile()
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY secret SYSTEM "file://\(secret.path)"> ]>
            \(Self.header)<objects><view id="a" userLabel="&secret;"/></objects></document>
            """
        let error = try #require(Self.error(xml))
        #expect(error == .malformedXML(Self.at(2, 1), message: Self.dtdMessage))
        #expect(!error.description.contains(secret.content))
        #expect(secret.wasNotRead)
        // The probe itself works: reading the file is seen.
        _ = try String(contentsOfFile: secret.path, encoding: .utf8)
        #expect(!secret.wasNotRead)
    }

    @Test func networkEntitiesDTDsAndParameterEntitiesNeverConnect() throws {
        let listener = try LocalListener()
        let url = "http://127.0.0.1:\(listener.port)"
        let cases = [
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [ <!ENTITY net SYSTEM \"\(url)/entity\"> ]>\n\(Self.header)<objects><view id=\"a\" userLabel=\"&net;\"/></objects></document>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"\(url)/document.dtd\">\n\(Self.header)<objects/></document>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document PUBLIC \"-//X//Y//EN\" \"\(url)/public.dtd\">\n\(Self.header)<objects/></document>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [ <!ENTITY % remote SYSTEM \"\(url)/parameter\"> %remote; ]>\n\(Self.header)<objects/></document>",
        ]
        for xml in cases {
            #expect(Self.error(xml) == .malformedXML(Self.at(2, 1), message: Self.dtdMessage))
        }
        #expect(listener.connections() == 0)
        // The probe itself works: a connection is counted.
        try listener.connectToItself()
        #expect(listener.connections() == 1)
    }

    @Test func xincludeAndStylesheetInstructionsAreInertElements() throws {
        let listener = try LocalListener()
        let secret = try SecretFile()
        let xml = """
            <?xml version="1.0"?>
            <?xml-stylesheet href="http://127.0.0.1:\(listener.port)/style.xsl"?>
            \(Self.header)<objects><view id="a" xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="file://\(secret.path)" parse="text"/><xi:include href="http://127.0.0.1:\(listener.port)/inc"/></view></objects></document>
            """
        let document = try Self.document(xml)
        let manifest = ManifestWriter.string(for: document)
        #expect(!manifest.contains(secret.content))
        #expect(manifest.contains("\"xi:include\""))
        #expect(listener.connections() == 0)
        #expect(secret.wasNotRead)
    }

    @Test func billionLaughsIsRefusedAtTheDTD() throws {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n\(Self.header)<objects><view id=\"a\" userLabel=\"&lol9;\"/></objects></document>"
        #expect(Self.error(xml, within: .seconds(1)) == .malformedXML(Self.at(2, 1), message: Self.dtdMessage))
    }

    @Test func quadraticBlowupIsRefusedAtTheDTD() throws {
        let entity = "<!ENTITY a \"" + String(repeating: "x", count: 100_000) + "\">"
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entity)]>\n\(Self.header)<objects><view id=\"a\" userLabel=\""
            + String(repeating: "&a;", count: 10_000) + "\"/></objects></document>"
        #expect(Self.error(xml, within: .seconds(1)) == .malformedXML(Self.at(2, 1), message: Self.dtdMessage))
    }

    @Test func aBareDTDIsRefused() throws {
        let xml = "<?xml version=\"1.0\"?>\n  <!DOCTYPE document>\n\(Self.header)<objects/></document>"
        #expect(Self.error(xml) == .malformedXML(Self.at(2, 3), message: Self.dtdMessage))
    }

    // MARK: Size and shape

    /// The 257th element of a 100,000-deep chain, each on one line: where the refusal points.
    static func deepChain(closed: Bool) -> (xml: String, column: Int) {
        let tags = (0..<100_000).map { "<view id=\"v\($0)\">" }
        let column = tags.prefix(254).reduce(1) { $0 + $1.utf8.count }
        var xml = Self.header + "\n<objects>\n" + tags.joined()
        if closed { xml += String(repeating: "</view>", count: tags.count) + "</objects></document>\n" }
        return (xml, column)
    }

    @Test func nesting100000DeepIsRefusedAtLevel257() throws {
        for closed in [true, false] {
            let (xml, column) = Self.deepChain(closed: closed)
            #expect(
                Self.error(xml) == .malformedXML(Self.at(3, column), message: "elements nest deeper than 256 levels"))
        }
    }

    @Test func nestingAtTheLimitConverts() throws {
        // document + objects + 254 views = 256 levels.
        let depth = 254
        let xml =
            Self.header + "<objects>" + (0..<depth).map { "<view id=\"v\($0)\">" }.joined()
            + String(repeating: "</view>", count: depth) + "</objects></document>"
        let document = try Self.document(xml)
        #expect(document.objects.count == depth)
        #expect(document.objects.last?.parent == "v\(depth - 2)")
    }

    @Test func oversizedInputInMemoryIsRefusedBeforeParsing() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 100 << 20)
        #expect(Self.error(bytes, within: .seconds(1)) == .tooLarge(file: Self.path, bytes: 100 << 20, limit: 64 << 20))
    }

    @Test func attributeValuesAndTextUpToTheInputLimitAreKept() throws {
        // libxml2's own 10,000,000-byte caps (one attribute value, one text node, its look-ahead)
        // are lifted: whatever fits under the 64 MiB input limit converts, exactly.
        let value = String(repeating: "é", count: 10_000_000)
        let attribute = Self.header + "\n<objects>\n<view id=\"a\" userLabel=\"" + value + "\"/></objects></document>"
        #expect(try Self.document(attribute, within: .seconds(30)).objects.first?.userLabel == value)
        let text = String(repeating: "A", count: 20_000_000)
        let xml =
            Self.header + "\n<objects>\n<view id=\"a\"><string key=\"text\">" + text
            + "</string></view></objects></document>\n"
        #expect(try Self.document(xml, within: .seconds(30)).objects.first?.properties["text"] == .string(text))
    }

    @Test func aDocumentOverTenMegabytesConverts() throws {
        // 11 MB of ordinary objects: libxml2's look-ahead limit used to refuse it ("Huge input lookup").
        let row = "<view id=\"v%d\" userLabel=\"a label long enough to make the row about a hundred bytes\"/>\n"
        let count = 11_000_000 / row.utf8.count + 1
        var xml = Self.header + "\n<objects>\n"
        xml.reserveCapacity(11_200_000)
        for index in 0..<count { xml += row.replacingOccurrences(of: "%d", with: String(index)) }
        xml += "</objects></document>\n"
        #expect(xml.utf8.count > 11_000_000)
        let document = try Self.document(xml, within: .seconds(20))
        #expect(document.objects.count == count)
        #expect(document.objects.last?.position.line == count + 2)
    }

    @Test func manyAttributesOnOneElementAreRefusedInLinearTime() throws {
        let attributes = (0..<200_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let xml = Self.header + "\n<objects>\n  <view id=\"a\" " + attributes + "/></objects></document>"
        #expect(
            Self.error(xml, within: .seconds(2))
                == .malformedXML(Self.at(3, 3), message: "an element has more than 1024 attributes"))
        // A thousand distinct attributes is allowed, and each is kept.
        let allowed =
            Self.header + "<objects><view id=\"a\" " + (0..<1_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
            + "/></objects></document>"
        let document = try Self.document(allowed)
        #expect(document.objects.first?.properties.count == 1_000)
        #expect(document.objects.first?.properties["a999"] == .string("999"))
    }

    @Test func attributeScanIgnoresQuotesInCommentsCDATAAndText() throws {
        let noise = String(repeating: "\" ' ", count: 2_000)
        let xml =
            Self.header
            + "<!-- \(noise) --><objects><view id=\"a\"><string key=\"text\"><![CDATA[\(noise)]]></string></view></objects></document>"
        let document = try Self.document(xml)
        #expect(document.objects.first?.properties["text"] == .string(noise))
    }

    @Test func manyObjectsConvertInLinearTime() throws {
        let xml =
            Self.header + "<objects><view id=\"root\"><subviews>"
            + (0..<50_000).map { "<view id=\"v\($0)\"/>" }.joined()
            + "</subviews></view></objects></document>"
        let document = try Self.document(xml, within: .seconds(10))
        #expect(document.objects.count == 50_001)
    }

    // MARK: Bytes

    static func bytes(_ before: String, _ middle: [UInt8], _ after: String) -> [UInt8] {
        Array(before.utf8) + middle + Array(after.utf8)
    }

    @Test func invalidUTF8IsPositioned() throws {
        let bytes = Self.bytes(
            Self.header + "\n<objects>\n<view id=\"a\" userLabel=\"", [0xC3, 0x28], "\"/></objects></document>")
        #expect(
            Self.error(bytes)
                == .malformedXML(
                    Self.at(3, 25), message: "Input is not proper UTF-8, indicate encoding ! Bytes: 0xC3 0x28 0x22 0x2F"
                ))
        let overlong = Self.bytes(
            Self.header + "\n<objects>\n<view id=\"a\" userLabel=\"", [0xC0, 0xAF], "\"/></objects></document>")
        #expect(
            Self.error(overlong)
                == .malformedXML(
                    Self.at(3, 25), message: "Input is not proper UTF-8, indicate encoding ! Bytes: 0xC0 0xAF 0x22 0x2F"
                ))
    }

    @Test func nulBytesAndNulReferencesArePositioned() throws {
        let raw = Self.bytes(
            Self.header + "\n<objects>\n<view id=\"a\" userLabel=\"x", [0], "y\"/></objects></document>")
        #expect(Self.error(raw) == .malformedXML(Self.at(3, 26), message: "Char 0x0 out of allowed range"))
        let reference = Self.header + "\n<objects>\n<view id=\"a\" userLabel=\"&#0;\"/></objects></document>"
        #expect(
            Self.error(reference) == .malformedXML(Self.at(3, 29), message: "xmlParseCharRef: invalid xmlChar value 0"))
    }

    /// Where a text ends, as an editor counts (line, UTF-8 column of the position after the last byte).
    static func end(of text: String) -> NibModel.SourceLocation {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return at(lines.count, lines.last!.utf8.count + 1)
    }

    @Test func truncatedFilesNameTheOpenElement() throws {
        let full =
            Self.header
            + "\n<objects>\n    <view id=\"a\">\n        <rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>\n    </view>\n</objects>\n</document>\n"
        func cut(after marker: String) -> String { String(full[..<full.range(of: marker)!.upperBound]) }
        let insideRect = cut(after: "height=\"1")
        #expect(
            Self.error(insideRect)
                == .malformedXML(Self.at(4, 58), message: "the file ends before <view> (line 3, column 5) is closed"))
        #expect(Self.end(of: insideRect) == Self.at(4, 58))
        let afterView = cut(after: "</view>\n")
        #expect(
            Self.error(afterView)
                == .malformedXML(Self.at(6, 1), message: "the file ends before <objects> (line 2, column 1) is closed"))
        let insideEndTag = cut(after: "</document")
        #expect(
            Self.error(insideEndTag)
                == .malformedXML(
                    Self.at(7, 11), message: "the file ends before <document> (line 1, column 1) is closed"))
        // Every shorter prefix fails, none crashes.
        for length in stride(from: 0, to: full.utf8.count, by: 7) {
            #expect(Self.error(Array(full.utf8.prefix(length))) != nil)
        }
    }

    @Test func emptyAndBlankFiles() throws {
        #expect(Self.error("") == .malformedXML(Self.at(1, 1), message: "the file is empty"))
        #expect(Self.error("  \n\t\n") == .malformedXML(Self.at(1, 1), message: "the file is empty"))
    }

    @Test func encodingsOtherThanUTF8AreTranscodedOrRefused() throws {
        let latin1 =
            Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + Array(Self.header.utf8)
            + Array(#"<objects><view id="a" userLabel="caf"#.utf8) + [0xE9] + Array(#""/></objects></document>"#.utf8)
        #expect(try Self.outcome(latin1).get().objects.first?.userLabel == "café")
        let bom = [0xEF, 0xBB, 0xBF] + Array((Self.header + #"<objects><view id="a"/></objects></document>"#).utf8)
        #expect(try Self.outcome(bom).get().objects.map(\.id) == ["a"])
        let mislabelled = #"<?xml version="1.0" encoding="UTF-16"?>"# + Self.header + "<objects/></document>"
        #expect(
            Self.error(mislabelled)
                == .malformedXML(Self.at(1, 38), message: "Document labelled UTF-16 but has UTF-8 content"))
    }

    @Test func bytesTheDeclaredEncodingCannotConvertArePositioned() throws {
        let prefix = Self.header + "<objects><view id=\"a\" userLabel=\""
        for encoding in ["EUC-JP", "Shift_JIS", "ISO-2022-JP"] {
            let bytes = Self.bytes(
                "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n" + prefix, [0xF9, 0x70, 0x65, 0x3D],
                "\"/></objects></document>")
            #expect(
                Self.error(bytes)
                    == .malformedXML(
                        Self.at(2, prefix.utf8.count + 1),
                        message: "input conversion failed due to input error, bytes 0xF9 0x70 0x65 0x3D"),
                "\(encoding)")
        }
    }

    // MARK: Document structure

    @Test func wrongRootElements() throws {
        #expect(
            Self.error("<x:document xmlns:x=\"urn:x\" targetRuntime=\"iOS.CocoaTouch\"/>")
                == .notAnInterfaceBuilderDocument(Self.at(1, 1), root: "x:document"))
        #expect(
            Self.error("<?xml version=\"1.0\"?>\n\n  <html><body/></html>")
                == .notAnInterfaceBuilderDocument(Self.at(3, 3), root: "html"))
        #expect(
            Self.error("<document type=\"x\"/>")
                == .missingAttribute(Self.at(1, 1), element: "document", attribute: "targetRuntime"))
    }

    @Test func duplicateIDsAcrossObjectsConnectionsAndPlaceholders() throws {
        let objectAndConnection =
            Self.header
            + "\n<objects>\n<view id=\"a\">\n<connections>\n<outlet property=\"x\" destination=\"a\" id=\"a\"/>\n</connections>\n</view>\n</objects></document>"
        #expect(
            Self.error(objectAndConnection)
                == .duplicateID(Self.at(5, 1), id: "a", first: SourcePosition(line: 3, column: 1)))
        let twoConnections =
            Self.header
            + "\n<objects>\n<view id=\"a\">\n<connections>\n<outlet property=\"x\" destination=\"a\" id=\"c\"/>\n  <outlet property=\"y\" destination=\"a\" id=\"c\"/>\n</connections>\n</view>\n</objects></document>"
        #expect(
            Self.error(twoConnections)
                == .duplicateID(Self.at(6, 3), id: "c", first: SourcePosition(line: 5, column: 1)))
        let ownerAndView =
            Self.header
            + "\n<objects>\n<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n<view id=\"-1\"/>\n</objects></document>"
        #expect(
            Self.error(ownerAndView) == .duplicateID(Self.at(4, 1), id: "-1", first: SourcePosition(line: 3, column: 1))
        )
        let mac =
            #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">"#
            + "\n<objects>\n<customObject id=\"-2\" userLabel=\"File's Owner\"/>\n<customObject id=\"-1\" userLabel=\"First Responder\"/>\n<customView id=\"-2\"/>\n</objects></document>"
        #expect(Self.error(mac) == .duplicateID(Self.at(5, 1), id: "-2", first: SourcePosition(line: 3, column: 1)))
        let externalAndSubview =
            Self.header
            + "\n<objects>\n<placeholder placeholderIdentifier=\"Store\" id=\"s\"/>\n<view id=\"v\"><subviews>\n<label id=\"s\"/></subviews></view>\n</objects></document>"
        #expect(
            Self.error(externalAndSubview)
                == .duplicateID(Self.at(5, 1), id: "s", first: SourcePosition(line: 3, column: 1)))
    }

    @Test func danglingEnds() throws {
        let action =
            Self.header
            + "\n<objects>\n<button id=\"b\">\n<connections>\n<action selector=\"go:\" target=\"nobody\" id=\"c\"/>\n</connections>\n</button>\n</objects></document>"
        #expect(Self.error(action) == .danglingReference(Self.at(5, 1), id: "nobody", role: "action destination"))
        let collection =
            Self.header
            + "\n<objects>\n<view id=\"v\">\n<connections>\n<outletCollection property=\"all\" destination=\"v\" id=\"c1\"/>\n<outletCollection property=\"all\" destination=\"\" id=\"c2\"/>\n</connections>\n</view>\n</objects></document>"
        #expect(
            Self.error(collection) == .danglingReference(Self.at(6, 1), id: "", role: "outletCollection destination"))
    }

    @Test func connectionsAsEnds() throws {
        let actionToConnection =
            Self.header
            + "\n<objects>\n<button id=\"b\">\n<connections>\n<outlet property=\"me\" destination=\"b\" id=\"o\"/>\n<action selector=\"go:\" destination=\"o\" id=\"c\"/>\n</connections>\n</button>\n</objects></document>"
        #expect(
            Self.error(actionToConnection) == .referenceToConnection(Self.at(6, 1), id: "o", role: "action destination")
        )
        // A source is always the element holding <connections>. A <connections> nested inside a
        // connection makes no connection of its own: it is kept as a value of the outer one, and its
        // id is no object, so pointing at it is a dangling reference.
        let nested =
            Self.header
            + "\n<objects>\n<view id=\"v\">\n<connections>\n<outlet property=\"a\" destination=\"v\" id=\"o\"><connections><outlet property=\"b\" destination=\"v\" id=\"inner\"/></connections></outlet>\n<outlet property=\"c\" destination=\"inner\" id=\"p\"/>\n</connections>\n</view>\n</objects></document>"
        #expect(Self.error(nested) == .danglingReference(Self.at(6, 1), id: "inner", role: "outlet destination"))
    }
}

/// A file with unique content, to show that a document cannot make the converter read it.
struct SecretFile {
    let path: String
    let content = "SECRET-\(UUID().uuidString)"
    private let accessed: Date?

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("hostile-secret-\(UUID().uuidString).txt")
            .path
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        // Back-date the access time, so a read (which updates it on most mounts) would show.
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
        accessed = Self.accessTime(path)
    }

    static func accessTime(_ path: String) -> Date? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(info.st_atim.tv_sec))
    }

    /// True when the access time is unchanged since creation (files are not read behind our back).
    var wasNotRead: Bool { Self.accessTime(path) == accessed }
}

/// A TCP listener on 127.0.0.1 that counts the connections made to it without ever blocking.
final class LocalListener {
    let socket: Int32
    let port: UInt16

    init() throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// The connections waiting to be accepted (each is accepted and closed).
    func connections() -> Int {
        var count = 0
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return count }
            close(client)
            count += 1
        }
    }

    func connectToItself() throws {
        let client = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        usleep(20_000)
    }

    deinit { close(socket) }
}
