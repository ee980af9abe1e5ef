import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// The properties a compiled nib's objects are read with (``CompiledNibDocument``): what the
/// encoders write read back, and what a hostile value for a decoded key gives — a positioned
/// error naming the object and the key for a value of the wrong type, nothing for a value of a
/// form not read back.
struct CompiledNibPropertyTests {
    /// A window whose content view holds a hidden, tagged button with a title, an image and a font.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24506" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <window title="Hostile" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" \
        releasedWhenClosed="NO" animationBehavior="default" id="w1">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <windowPositionMask key="initialPositionMask" leftStrut="YES" bottomStrut="YES"/>
                    <rect key="contentRect" x="10" y="20" width="300" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                    <view key="contentView" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                <rect key="frame" x="8" y="3" width="18" height="18"/>
                                <buttonCell key="cell" type="squareTextured" bezelStyle="texturedSquare" \
        image="NSStatusAvailable" imagePosition="only" alignment="center" state="on" \
        imageScaling="proportionallyDown" inset="2" id="c1">
                                    <behavior key="behavior" lightByContents="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                        </subviews>
                    </view>
                </window>
            </objects>
            <resources>
                <image name="NSStatusAvailable" width="16" height="16"/>
            </resources>
        </document>
        """

    /// The document compiled by the encoder, as an archive graph.
    static func graph() throws -> NibArchiveGraph {
        let document = try XibCompiler().compile(bytes: Array(Self.document.utf8), path: "Hostile.xib").document
        return try AppKitNibEncoder(document: document, file: "Hostile.xib").encode()
    }

    /// The model of `graph`, written and read back.
    static func model(_ graph: NibArchiveGraph) throws -> NibDocument {
        let archive = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        return try CompiledNibDocument.document(from: archive, sourceFile: "Hostile.nib")
    }

    /// `graph` with the value `key` of the first object of `className` replaced by `kind`; the
    /// object's index.
    static func edited(_ graph: inout NibArchiveGraph, _ className: String, _ key: String, _ kind: NibArchiveValue.Kind)
        throws -> Int
    {
        let index = try #require(graph.objects.firstIndex { $0.className == className })
        let slot = try #require(graph.objects[index].values.firstIndex { $0.key == key }, "\(className) has no \(key)")
        graph.objects[index].values[slot].kind = kind
        return index
    }

    @Test func theEncodersValuesReadBack() throws {
        let document = try Self.model(Self.graph())
        let window = try #require(document.objects.first { $0.className == "NSWindow" })
        #expect(window.properties["title"] == .string("Hostile"))
        #expect(window.properties["contentRect"] == .rect(NibRect(x: 10, y: 20, width: 300, height: 200)))
        let content = try #require(document.objects.first { $0.key == "contentView" })
        #expect(
            content.properties["autoresizingMask"]
                == .flags(
                    NibFlags(flags: [
                        .init(name: "widthSizable", isSet: true), .init(name: "heightSizable", isSet: true),
                    ])))
        let button = try #require(document.objects.first { $0.className == "NSButton" })
        #expect(button.properties["hidden"] == .bool(true))
        #expect(button.properties["frame"] == .rect(NibRect(x: 8, y: 3, width: 18, height: 18)))
        let cell = try #require(document.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.properties["image"] == .string("NSStatusAvailable"))
    }

    /// Geometry, flags and numbers of the wrong type: a positioned error naming the object and key.
    @Test(arguments: [
        ("NSButton", "NSFrame", NibArchiveValue.Kind.int8(3), "a string"),
        ("NSView", "NSvFlags", .double(1), "an integer"),
        ("NSWindowTemplate", "NSWindowTitle", .bool(true), "a string"),
        ("NSWindowTemplate", "NSWindowRect", .float32(2), "a string"),
        ("NSButtonCell", "NSSupport", .int32(9), "an object"),
    ])
    func aValueOfTheWrongTypeIsAPositionedError(
        className: String, key: String, kind: NibArchiveValue.Kind, expected: String
    ) throws {
        var graph = try Self.graph()
        _ = try Self.edited(&graph, className, key, kind)
        do {
            _ = try Self.model(graph)
            Issue.record("\(className).\(key) = \(kind) was read")
        } catch let error as CompiledNibDocumentError {
            #expect(error.reason == .malformedValue(key: key, expected: expected))
            #expect(error.file == "Hostile.nib")
            #expect(error.diagnostic.description.hasPrefix("Hostile.nib:1:1: error: cannot read the compiled nib"))
            #expect(error.message.contains("object #"))
        }
    }

    /// A geometry string that is no rectangle, and a font size that is not finite: errors too.
    @Test func malformedGeometryAndFontSizeAreErrors() throws {
        // The writer lays the objects out anew: the error names the object by its new number.
        func reason(_ graph: NibArchiveGraph) throws -> CompiledNibDocumentError.Reason? {
            do {
                _ = try Self.model(graph)
                return nil
            } catch let error as CompiledNibDocumentError {
                return error.reason
            }
        }
        for text in ["{{1, 2}, {3}}", "{{1, 2, 3, 4}}", "{{a, b}, {c, d}}", "", "{{nan, 0}, {1, 1}}"] {
            var graph = try Self.graph()
            let string = graph.string(text)
            _ = try Self.edited(&graph, "NSButton", "NSFrame", string)
            #expect(try reason(graph) == .malformedValue(key: "NSFrame", expected: "{{x, y}, {w, h}}"), "\(text)")
        }
        var graph = try Self.graph()
        _ = try Self.edited(&graph, "NSFont", "NSSize", .double(.nan))
        #expect(try reason(graph) == .malformedValue(key: "NSSize", expected: "a finite number"))
    }

    /// A constraint's attribute that is not an integer (a corpus nib edited so): a positioned
    /// error naming the constraint.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func aConstraintAttributeOfTheWrongTypeIsAnError() throws {
        let archive = try NibArchiveReader.read(NibArchiveSamples.bytes(NibArchiveSamples.pairs + "/test3.nib"))
        let before = try CompiledNibDocument.document(from: archive, sourceFile: "x.nib")
        #expect(
            before.objects.contains { $0.className == "NSLayoutConstraint" && $0.properties["firstAttribute"] != nil })
        var graph = NibArchiveGraph(archive)
        _ = try Self.edited(&graph, "NSLayoutConstraint", "NSFirstAttribute", .double(3))
        let edited = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        do {
            _ = try CompiledNibDocument.document(from: edited, sourceFile: "x.nib")
            Issue.record("a constraint attribute of the wrong type was read")
        } catch {
            #expect(error.reason == .malformedValue(key: "NSFirstAttribute", expected: "an integer"))
            #expect(edited.objects[error.object].className == "NSLayoutConstraint")
        }
    }

    /// A value of a form not read back leaves its property out: a cell whose image is a string,
    /// a font that is no `NSFont`.
    @Test func aValueOfAnotherFormIsLeftOut() throws {
        var graph = try Self.graph()
        _ = try Self.edited(&graph, "NSButtonCell", "NSNormalImage", graph.string("not an image"))
        let fontValue = graph.string("not a font")
        _ = try Self.edited(&graph, "NSButtonCell", "NSSupport", fontValue)
        let document = try Self.model(graph)
        let cell = try #require(document.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.properties["image"] == nil)
        #expect(cell.properties["font"] == nil)
    }
}
