import NibModel
import Testing

@testable import XibCompiler

/// Broken legacy archives: each gets one positioned error, nothing crashes or hangs.
@Suite struct ArchiveErrorTests {
    /// A minimal Cocoa archive: File's Owner (-2) and a window (1) with a view (2), an outlet
    /// from the owner to the window; `records`, `connections` and `extra` replace the parts a
    /// test breaks.
    static func archive(
        type: String = "com.apple.InterfaceBuilder3.Cocoa.XIB", version: String = "7.10",
        roots: String = defaultRoots, records: String = defaultRecords,
        connections: String = defaultConnections, extra: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="\(type)" version="\(version)">
        <data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \(roots)
        </array>
        \(extra)
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <array class="NSMutableArray" key="connectionRecords">
        \(connections)
        </array>
        <object class="IBMutableOrderedSet" key="objectRecords">
        <array key="orderedObjects">
        \(records)
        </array>
        </object>
        </object>
        </data>
        </archive>
        """
    }

    static let defaultRoots = """
        <object class="NSCustomObject" id="1001"><string key="NSClassName">Owner</string></object>
        <object class="NSWindowTemplate" id="1002">
        <string key="NSWindowTitle">Hello</string>
        <object class="NSView" key="NSWindowView" id="1003"><string key="NSFrameSize">{10, 20}</string></object>
        </object>
        """

    static let defaultRecords = """
        <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
        <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1001"/><reference key="parent" ref="0"/></object>
        <object class="IBObjectRecord"><int key="objectID">1</int><reference key="object" ref="1002"/><reference key="parent" ref="0"/></object>
        <object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="1003"/><reference key="parent" ref="1002"/></object>
        """

    static let defaultConnections = """
        <object class="IBConnectionRecord"><object class="IBOutletConnection" key="connection"><string key="label">window</string>
        <reference key="source" ref="1001"/><reference key="destination" ref="1002"/></object><int key="connectionID">5</int></object>
        """

    func error(_ xml: String) -> XibError? {
        do {
            _ = try XibCompiler().compile(bytes: Array(xml.utf8), path: "Old.xib")
            return nil
        } catch {
            return error
        }
    }

    @Test func theValidArchiveConverts() throws {
        let document = try XibCompiler().compile(bytes: Array(Self.archive().utf8), path: "Old.xib").document
        #expect(document.objects.map(\.id) == ["1", "2"])
        #expect(document.objects.map(\.element) == ["window", "view"])
        #expect(document.objects[1].parent == "1" && document.objects[1].key == "contentView")
        #expect(document.objects[0].properties["title"] == .string("Hello"))
        #expect(document.objects[1].properties["frame"] == .rect(NibRect(x: 0, y: 0, width: 10, height: 20)))
        #expect(document.owner?.customClass == "Owner")
        #expect(document.connections.map(\.name) == ["window"])
    }

    @Test func unsupportedVersionAndTypeAreNamed() throws {
        let version = try #require(error(Self.archive(version: "6.01")))
        guard case .unsupportedArchive(let location, _, "6.01") = version else {
            Issue.record("\(version)")
            return
        }
        #expect(location.position.line == 2)
        #expect(version.message.contains("\"6.01\""))
        let type = try #require(error(Self.archive(type: "com.apple.InterfaceBuilder3.Carbon.XIB")))
        #expect(type.message.contains("com.apple.InterfaceBuilder3.Carbon.XIB"))
    }

    @Test func referenceToAMissingID() throws {
        let records = Self.defaultRecords.replacingOccurrences(of: #"ref="1003""#, with: #"ref="9999""#)
        let error = try #require(self.error(Self.archive(records: records)))
        guard case .danglingReference(let location, "9999", _) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(location.position.line > 1)
    }

    @Test func recordCycle() throws {
        // The window's parent is the view and the view's parent the window.
        let records = Self.defaultRecords.replacingOccurrences(
            of: #"<reference key="object" ref="1002"/><reference key="parent" ref="0"/>"#,
            with: #"<reference key="object" ref="1002"/><reference key="parent" ref="1003"/>"#)
        let error = try #require(self.error(Self.archive(records: records)))
        guard case .recordCycle = error else {
            Issue.record("\(error)")
            return
        }
        #expect(error.description.hasPrefix("Old.xib:"))
    }

    @Test func connectionToAnObjectWithoutRecord() throws {
        let roots =
            Self.defaultRoots
            + #"<object class="NSCustomObject" id="1004"><string key="NSClassName">Loose</string></object>"#
        let connections = Self.defaultConnections.replacingOccurrences(of: #"ref="1002""#, with: #"ref="1004""#)
        let error = try #require(self.error(Self.archive(roots: roots, connections: connections)))
        guard case .connectionWithoutRecord(_, "destination") = error else {
            Issue.record("\(error)")
            return
        }
    }

    @Test func duplicateObjectIDs() throws {
        let records = Self.defaultRecords.replacingOccurrences(
            of: #"<int key="objectID">2</int>"#, with: #"<int key="objectID">1</int>"#)
        let error = try #require(self.error(Self.archive(records: records)))
        guard case .duplicateID(_, "1", _) = error else {
            Issue.record("\(error)")
            return
        }
        let archiveIDs = Self.defaultRoots + #"<object class="NSCustomObject" id="1002"/>"#
        let duplicate = try #require(self.error(Self.archive(roots: archiveIDs)))
        guard case .duplicateID(_, "1002", _) = duplicate else {
            Issue.record("\(duplicate)")
            return
        }
    }

    @Test func undecodableBase64() throws {
        let roots = Self.defaultRoots.replacingOccurrences(
            of: #"<string key="NSWindowTitle">Hello</string>"#,
            with: #"<string type="base64-UTF8" key="NSWindowTitle">SGVs*bG8</string>"#)
        let error = try #require(self.error(Self.archive(roots: roots)))
        guard case .invalidBase64(let location, "string") = error else {
            Issue.record("\(error)")
            return
        }
        #expect(location.position.line == 7)
        // IB's own trailing character after the last group is tolerated.
        let tolerated = Self.defaultRoots.replacingOccurrences(
            of: #"<string key="NSWindowTitle">Hello</string>"#,
            with: #"<string type="base64-UTF8" key="NSWindowTitle">SGVsbG8hA</string>"#)
        let document = try XibCompiler().compile(bytes: Array(Self.archive(roots: tolerated).utf8), path: "Old.xib")
            .document
        #expect(document.objects[0].properties["title"] == .string("Hello!"))
    }

    @Test func sharedValuesCannotExpandWithoutLimit() throws {
        // Each array holds the previous one twice: 2^40 values if read naively.
        var chain = #"<array id="v0"><string>x</string></array>"#
        for level in 1...40 {
            chain +=
                #"<array id="v\#(level)"><reference ref="v\#(level - 1)"/><reference ref="v\#(level - 1)"/></array>"#
        }
        let roots = Self.defaultRoots.replacingOccurrences(
            of: #"<string key="NSWindowTitle">Hello</string>"#,
            with: #"<array key="Bomb">\#(chain)</array>"#)
        let error = try #require(self.error(Self.archive(roots: roots)))
        guard case .malformedArchive = error else {
            Issue.record("\(error)")
            return
        }
    }

    @Test func truncatedArchivesFailCleanly() {
        let text = Self.archive()
        for length in stride(from: 0, to: text.utf8.count, by: 97) {
            #expect(error(String(decoding: Array(text.utf8).prefix(length), as: UTF8.self)) != nil)
        }
    }

    /// A byte that the declared encoding cannot convert, after the first chunk libxml2 converts:
    /// the error came from inside the conversion, where asking libxml2 for its position read
    /// freed memory (found by FuzzArchive under AddressSanitizer). Now one positioned error.
    @Test func unconvertibleByteInADeclaredEncoding() throws {
        let filler = (0..<300).map { #"<string key="Note\#($0)">value \#($0)</string>"# }.joined(separator: "\n")
        let text = Self.archive(extra: filler + "\n<string key=\"Bad\">#</string>")
            .replacing(#"encoding="UTF-8""#, with: #"encoding="UTF-7""#)
        var bytes = Array(text.utf8)
        let marker = try #require(bytes.lastIndex(of: UInt8(ascii: "#")))
        bytes[marker] = 0xC3
        do {
            _ = try XibCompiler().compile(bytes: bytes, path: "Old.xib")
            Issue.record("compiled")
        } catch {
            guard case .malformedXML(let location, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(location.file == "Old.xib" && location.position.line > 1)
            #expect(error.description.hasPrefix("\(location): error: "))
            #expect(!error.description.contains("\n"))
        }
    }
}
