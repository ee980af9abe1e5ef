import NibModel
import Testing

@testable import XibCompiler

/// Broken and hostile documents: each gets a specific error with its position, nothing crashes.
@Suite struct ErrorTests {
    func compile(_ xml: String, path: String = "Bad.xib") throws(XibError) -> NibDocument {
        try XibCompiler().compile(bytes: Array(xml.utf8), path: path).document
    }

    func error(_ xml: String) -> XibError? {
        do {
            _ = try compile(xml)
            return nil
        } catch {
            return error
        }
    }

    static let header =
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#

    @Test func malformedXMLIsPositioned() throws {
        let error = try #require(self.error("\(Self.header)\n<objects>\n  <view id=\"a\">\n</objects>\n</document>"))
        guard case .malformedXML(let location, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(location.file == "Bad.xib")
        #expect(location.position.line == 4)
        #expect(error.description.hasPrefix("Bad.xib:4:"))
        #expect(error.description.contains(": error: malformed XML"))
    }

    /// A manifest given to the converter is named as JSON where it starts (libxml2 called it
    /// "Document is empty").
    @Test func aJSONFileIsNamedAsJSON() throws {
        let error = try #require(self.error("\n  {\"format\": \"swift-nib/1\"}\n"))
        #expect(
            error.description
                == "Bad.xib:2:3: error: malformed XML: the file is JSON, not XML (a manifest is read by validate, inspect and generate, not converted)"
        )
    }

    @Test func truncatedFile() throws {
        let error = try #require(self.error("\(Self.header)\n<objects>\n<view id=\"a\"><rect key=\"frame\" x=\"0\""))
        guard case .malformedXML = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test func emptyFileAndNonXML() throws {
        #expect(error("") != nil)
        #expect(error("just text") != nil)
    }

    @Test func wrongRootElement() throws {
        let error = try #require(self.error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"))
        #expect(
            error == .notAnInterfaceBuilderDocument(SourceLocation(file: "Bad.xib", line: 2, column: 1), root: "plist"))
    }

    @Test func legacyArchiveWithoutRecords() throws {
        let error = try #require(
            self.error(#"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"><data/></archive>"#))
        #expect(error.message == "malformed legacy archive: no IBDocument.Objects (the object and connection records)")
    }

    @Test func emptyStoryboardCompiles() throws {
        let document = try compile(
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes/></document>"#
        )
        #expect(document.isStoryboard)
        #expect(document.scenes.isEmpty && document.objects.isEmpty)
    }

    @Test func duplicateIDsNameBothPlaces() throws {
        let error = try #require(
            self.error("\(Self.header)\n<objects>\n    <view id=\"a\"/>\n    <view id=\"a\"/>\n</objects>\n</document>")
        )
        #expect(
            error
                == .duplicateID(
                    SourceLocation(file: "Bad.xib", line: 4, column: 5), id: "a",
                    first: SourcePosition(line: 3, column: 5)))
        #expect(error.description == "Bad.xib:4:5: error: duplicate id \"a\"; it is first used at line 3, column 5")
    }

    /// Start tags are placed by the scan before the parse, which must skip what is not a start tag
    /// the way libxml2 does: a comment, a CDATA section and a processing instruction holding `<`
    /// and tag-like text, an end tag and a multi-byte name before the elements.
    @Test func startTagsAfterMarkupThatIsNoStartTagArePositioned() throws {
        let markup =
            "<!-- <view id=\"a\"/> --><?note <view?>\n  <userDefinedRuntimeAttributes/><label id=\"x\">"
            + "<![CDATA[ <view id=\"a\"> ]]></label><é/>"
        let error = try #require(
            self.error(
                "\(Self.header)\n<objects>\n  \(markup)\n  <view id=\"a\"/>   <view id=\"a\"/>\n</objects>\n</document>"
            )
        )
        #expect(
            error
                == .duplicateID(
                    SourceLocation(file: "Bad.xib", line: 5, column: 20), id: "a",
                    first: SourcePosition(line: 5, column: 3)))
    }

    @Test func idCollidingWithPlaceholder() throws {
        let error = try #require(
            self.error(
                "\(Self.header)\n<objects>\n<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n<view id=\"-1\"/>\n</objects>\n</document>"
            ))
        guard case .duplicateID(_, let id, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(id == "-1")
    }

    @Test func danglingDestination() throws {
        let xml =
            "\(Self.header)\n<objects>\n<view id=\"a\">\n  <connections>\n    <outlet property=\"x\" destination=\"nowhere\" id=\"c\"/>\n  </connections>\n</view>\n</objects>\n</document>"
        let error = try #require(self.error(xml))
        #expect(
            error
                == .danglingReference(
                    SourceLocation(file: "Bad.xib", line: 5, column: 5), id: "nowhere", role: "outlet destination"))
        #expect(
            error.description == "Bad.xib:5:5: error: outlet destination \"nowhere\" does not exist in this document")
    }

    @Test func connectionToAConnection() throws {
        let xml =
            "\(Self.header)\n<objects>\n<view id=\"a\">\n<connections>\n<outlet property=\"x\" destination=\"a\" id=\"c1\"/>\n<outlet property=\"y\" destination=\"c1\" id=\"c2\"/>\n</connections>\n</view>\n</objects>\n</document>"
        let error = try #require(self.error(xml))
        #expect(
            error
                == .referenceToConnection(
                    SourceLocation(file: "Bad.xib", line: 6, column: 1), id: "c1", role: "outlet destination"))
    }

    @Test func forwardReferencesResolve() throws {
        let xml =
            "\(Self.header)\n<objects>\n<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"><connections><outlet property=\"v\" destination=\"later\" id=\"c\"/></connections></placeholder>\n<view id=\"later\"/>\n</objects>\n</document>"
        let document = try compile(xml)
        #expect(document.connections.first?.destination == "later")
    }

    @Test func missingConnectionAttributes() throws {
        let xml =
            "\(Self.header)\n<objects>\n<view id=\"a\"><connections><action destination=\"a\" id=\"c\"/></connections></view>\n</objects>\n</document>"
        let error = try #require(self.error(xml))
        #expect(
            error
                == .missingAttribute(
                    SourceLocation(file: "Bad.xib", line: 3, column: 27), element: "action", attribute: "selector"))
    }

    @Test func externalEntitiesAreNeverExpanded() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
            \(Self.header)<objects><view id="a" userLabel="&secret;"/></objects></document>
            """
        let error = try #require(self.error(xml))
        guard case .malformedXML(let location, let message) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(location.position.line == 2)
        #expect(message.contains("DTD"))
    }

    @Test func billionLaughsFailsFast() throws {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n\(Self.header)<objects><view id=\"a\" userLabel=\"&lol9;\"/></objects></document>"
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(self.error(xml))
        #expect(clock.now - start < .seconds(5))
        guard case .malformedXML = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test func undeclaredEntityIsAnError() throws {
        let error = try #require(
            self.error("\(Self.header)<objects><view id=\"a\" userLabel=\"&nope;\"/></objects></document>"))
        guard case .malformedXML(_, let message) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(message.contains("nope"))
    }

    @Test func deepNestingIsRefused() throws {
        let depth = 100_000
        let xml = Self.header + "<objects>" + String(repeating: "<view id=\"x\">", count: depth)
        let error = try #require(self.error(xml))
        guard case .malformedXML = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test func oversizedInputIsRefusedBeforeParsing() throws {
        let compiler = XibCompiler(options: .init(maximumInputSize: 1024))
        let bytes = Array(repeating: UInt8(ascii: " "), count: 2048)
        #expect(throws: XibError.tooLarge(file: "Big.xib", bytes: 2048, limit: 1024)) {
            try compiler.compile(bytes: bytes, path: "Big.xib")
        }
    }

    @Test func invalidUTF8() throws {
        var bytes = Array("\(Self.header)<objects><view id=\"a\" userLabel=\"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"/></objects></document>".utf8)
        #expect(throws: XibError.self) { try XibCompiler().compile(bytes: bytes, path: "Bad.xib") }
    }

    @Test func nulByte() throws {
        var bytes = Array("\(Self.header)<objects>".utf8)
        bytes.append(0)
        bytes += Array("</objects></document>".utf8)
        #expect(throws: XibError.self) { try XibCompiler().compile(bytes: bytes, path: "Bad.xib") }
    }

    @Test func missingFile() throws {
        #expect(throws: XibError.self) { try XibCompiler().compile(contentsOf: "/nonexistent/Nope.xib") }
    }
}
