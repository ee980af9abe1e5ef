import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `IBDocument.Classes` of legacy archives becomes typed ``NibClassDescription``s.
@Suite struct ArchiveClassDescriptionTests {
    static let legacy = TestPaths.corpusXibs().filter { !TestCorpus.isModern($0) }

    /// Every description of every legacy corpus xib is read, with the class and superclass an
    /// independent reading (Foundation's XML DOM) finds, and none is left generic.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)), arguments: legacy)
    func everyDescriptionIsRead(path: String) throws {
        let compilation = try XibCompiler().compile(contentsOf: path)
        let document = compilation.document
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        let elements = try xml.nodes(forXPath: "//object[@class='IBPartialClassDescription']").compactMap {
            $0 as? XMLElement
        }
        func text(_ element: XMLElement, _ key: String) throws -> String? {
            try element.nodes(forXPath: "string[@key='\(key)']").first?.stringValue
        }
        var expected: Set<String> = []
        for element in elements {
            expected.insert("\(try text(element, "className") ?? "") : \(try text(element, "superclassName") ?? "-")")
        }
        let read = Set(document.classDescriptions.map { "\($0.name) : \($0.superclass ?? "-")" })
        #expect(read == expected)
        #expect(document.classDescriptions.count >= elements.count)
        #expect(!compilation.coverage.entries.contains { $0.name == "IBDocument.Classes" })
        #expect(
            !document.metadata.contains {
                $0.attributes.contains { $0.name == "key" && $0.value == "IBDocument.Classes" }
            })
        let bytes = ManifestWriter.data(for: document)
        #expect(try ManifestReader.read(bytes) == document)
    }

    func descriptions(_ relative: String) throws -> [NibClassDescription] {
        try XibCompiler().compile(contentsOf: TestCorpus.path("xib/" + relative)).document.classDescriptions
    }

    /// Cocoa Touch 7.02: single-entry dictionaries as `NS.key.0`/`NS.object.0`, longer ones as
    /// `dict.sortedKeys`/`dict.values`, plain class names.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func cocoaTouchPlainDictionaries() throws {
        let all = try descriptions("pokeb__asi-http-request/iphone-xibs__MainWindow.xib")
        let synchronous = try #require(all.first { $0.name == "SynchronousViewController" })
        #expect(synchronous.superclass == "UIViewController")
        #expect(synchronous.outlets == ["htmlSource": "UITextView"])
        #expect(synchronous.actions == ["simpleURLFetch:": "id"])
        #expect(
            synchronous.source
                == NibClassDescription.Source(kind: "IBProjectSource", path: "SynchronousViewController.h"))
        let queue = try #require(all.first { $0.name == "QueueViewController" })
        #expect(
            queue.outlets == [
                "imageView1": "UIImageView", "imageView2": "UIImageView", "imageView3": "UIImageView",
                "progressIndicator": "UIProgressView",
            ])
    }

    /// Cocoa 7.10: outlet and action infos (`IBToOneOutletInfo`, `IBActionInfo`) beside the plain forms.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func cocoaInfos() throws {
        let all = try descriptions("sparkle-project__Sparkle/en.lproj__SUPasswordPrompt@4ba453f.xib")
        let prompt = try #require(all.first { $0.name == "SUPasswordPrompt" })
        #expect(prompt.superclass == "SUWindowController")
        #expect(prompt.outlets["mIconView"] == "NSImageView")
        #expect(prompt.outlets["mPasswordField"] == "NSSecureTextField")
        #expect(prompt.actions == ["accept:": "id", "cancel:": "id"])
        #expect(all.contains { $0.source?.kind == "IBFrameworkSource" })
    }

    /// 8.00: the list is an `<array>`.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func archive800Arrays() throws {
        let all = try descriptions(
            "jessesquires__JSQMessagesViewController/MessagesDemo__en.lproj__ViewController_iPhone.xib")
        #expect(
            all == [
                NibClassDescription(
                    name: "ViewController", superclass: "UIViewController",
                    source: .init(kind: "IBProjectSource", path: "./Classes/ViewController.h"))
            ])
    }

    // MARK: Hostile descriptions

    static func withClasses(_ describer: String) -> String {
        ArchiveErrorTests.archive(
            extra: "<object class=\"IBClassDescriber\" key=\"IBDocument.Classes\">\(describer)</object>")
    }

    func compile(_ xml: String) throws(XibError) -> XibCompiler.Compilation {
        try XibCompiler().compile(bytes: Array(xml.utf8), path: "Old.xib")
    }

    /// A description in a shape the reader does not know is kept generically and listed by coverage.
    @Test func unknownShapesAreKeptGenerically() throws {
        for describer in [
            #"<object class="NSMutableArray" key="referencedPartialClassDescriptions"><object class="IBPartialClassDescription"><string key="superclassName">NSObject</string></object></object>"#,
            #"<object class="NSMutableArray" key="referencedPartialClassDescriptions"><string>loose</string></object>"#,
            #"<object class="NSMutableArray" key="referencedPartialClassDescriptions"><object class="IBPartialClassDescription"><string key="className">A</string><object class="NSMutableDictionary" key="outlets"><string key="NS.key.0">x</string><integer value="3" key="NS.object.0"/></object></object></object>"#,
            #"<string key="somethingElse">?</string>"#,
        ] {
            let compilation = try compile(Self.withClasses(describer))
            #expect(compilation.document.classDescriptions.isEmpty)
            #expect(compilation.coverage.entries.contains { $0.name == "IBDocument.Classes" })
            #expect(
                compilation.document.metadata.contains { $0.attributes.contains { $0.value == "IBDocument.Classes" } })
        }
    }

    /// A dictionary whose keys and values do not pair up is one positioned error.
    @Test func unpairedDictionaryIsAnError() {
        let xml = Self.withClasses(
            #"""
            <object class="NSMutableArray" key="referencedPartialClassDescriptions">
            <object class="IBPartialClassDescription"><string key="className">A</string>
            <object class="NSMutableDictionary" key="outlets">
            <object class="NSArray" key="dict.sortedKeys"><string>a</string><string>b</string></object>
            <object class="NSMutableArray" key="dict.values"><string>NSView</string></object>
            </object></object></object>
            """#)
        do {
            _ = try compile(xml)
            Issue.record("expected an error")
        } catch {
            guard case .malformedArchive(let location, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(location.file == "Old.xib")
            #expect(location.position.line > 1)
            #expect(error.message.contains("2 keys and 1 values"))
        }
    }

    /// A description that refers to itself or to a missing id does not hang or crash.
    @Test func referencesAreFollowedOnce() throws {
        let xml = Self.withClasses(
            #"""
            <object class="NSMutableArray" key="referencedPartialClassDescriptions">
            <object class="IBPartialClassDescription" id="77"><string key="className">A</string>
            <reference key="sourceIdentifier" ref="77"/></object>
            <reference ref="77"/></object>
            """#)
        let compilation = try compile(xml)
        #expect(compilation.document.classDescriptions.isEmpty)
    }
}
