import Foundation
import NibTestSupport
import Testing

/// `codegen compile`: an AppKit xib to a binary nib, or positioned errors and no file.
@Suite struct CompileCommandTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    static func document(runtime: String = "MacOSX.Cocoa", objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="AppController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static let window = """
                <window title="Main" releasedWhenClosed="NO" animationBehavior="default" id="1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                    <view key="contentView" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </window>
        """

    func write(_ text: String, _ name: String) throws -> String {
        let path = scratch.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func compileWritesTheSameNibEveryTime() throws {
        let input = try write(Self.document(objects: Self.window), "Main.xib")
        let first = scratch.appendingPathComponent("first.nib").path
        let second = scratch.appendingPathComponent("second.nib").path
        for output in [first, second] {
            let result = try CLI.run(["compile", input, "-o", output])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(bytes.prefix(10) == Data("NIBArchive".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == bytes)
        let dump = try CLI.run(["dump", "--sorted", first])
        #expect(dump.stdout.contains("NSWindowTitle = @"))
        #expect(dump.stdout.contains("NS.bytes = \"AppController\""))
    }

    @Test func whatIsNotEncodedIsAPositionedErrorAndNoFile() throws {
        let field = """
                    <textField id="9">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    </textField>
            """
        let input = try write(Self.document(objects: Self.window + "\n" + field), "Field.xib")
        let output = scratch.appendingPathComponent("Field.nib").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                input + ":15:9: error: cannot compile class 'NSTextField' (<textField>): not encoded yet"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let coverage = try CLI.run(["compile", "--coverage", input])
        #expect(coverage.status == 1)
        #expect(coverage.stderr.split(separator: "\n").count == 1)
        let clean = try CLI.run(["compile", "--coverage", try write(Self.document(objects: Self.window), "Clean.xib")])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("every object, attribute and connection is encoded"))
    }

    /// A UIKit `.xib` saved by toolsVersion 11201 whose custom-class view holds `subview`
    /// (line 10) and a custom button (line 11) whose action goes to the view.
    static func uiKitDocument(subview: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="v0" customClass="ToolBar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subview)
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b0">
                            <connections>
                                <action selector="close:" destination="v0" eventType="touchUpInside" id="a0"/>
                            </connections>
                        </button>
                    </subviews>
                    <connections>
                        <outlet property="closeButton" destination="b0" id="o0"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
    }

    /// A UIKit `.xib` compiles to one nib: File's Owner and First Responder proxies, the view as
    /// a class swapper, the button's action and the view's outlet; the same bytes every time.
    @Test func uiKitXibCompilesToOneNib() throws {
        let input = try write(Self.uiKitDocument(subview: ""), "ToolBar.xib")
        var written: [Data] = []
        for name in ["first.nib", "second.nib"] {
            let output = scratch.appendingPathComponent(name).path
            let result = try CLI.run(["compile", input, "-o", output])
            #expect(result.status == 0, "\(result.stderr)")
            written.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(written[0] == written[1])
        let dump = try CLI.run(["dump", "--sorted", scratch.appendingPathComponent("first.nib").path]).stdout
        for line in [
            "UIClassSwapper", "NS.bytes = \"ToolBar\"", "UIRuntimeEventConnection", "UIEventMask = int8 64",
            "NS.bytes = \"close:\"", "UIRuntimeOutletConnection", "NS.bytes = \"closeButton\"",
            "NS.bytes = \"IBFilesOwner\"", "NS.bytes = \"IBFirstResponder\"",
        ] {
            #expect(dump.contains(line), "\(line): \(dump)")
        }
    }

    /// What a UIKit `.xib` holds that is not encoded is a positioned error and no file.
    @Test func uiKitXibRefusesWhatIsNotEncoded() throws {
        let label = """
                            <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="l0"/>
            """
        let input = try write(Self.uiKitDocument(subview: label), "ToolBar.xib")
        let output = scratch.appendingPathComponent("ToolBar.nib").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains(input + ":10:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot compile class 'UILabel' (<label>: "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    static func storyboard(identifiers: [String]) -> String {
        UIKitStoryboardText.document(
            toolsVersion: "20037",
            scenes: identifiers.enumerated().map { UIKitStoryboardText.scene($0, identifier: $1) })
    }

    /// A storyboard identifier names a file of the folder: one that is not a file name, or that
    /// two controllers share, is a positioned error and nothing is written.
    @Test(arguments: [["../Escape"], ["Same", "Same"]])
    func storyboardIdentifiersMustNameOneFileEach(_ identifiers: [String]) throws {
        let input = try write(Self.storyboard(identifiers: identifiers), "Main.storyboard")
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains(input + ":"), "\(result.stderr)")
        // The converter reports a shared identifier, the encoder one that is not a file name.
        #expect(result.stderr.contains("error: "), "\(result.stderr)")
        #expect(result.stderr.contains("\"\(identifiers[0])\"") || result.stderr.contains("'\(identifiers[0])'"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("Escape.nib").path))
    }

    /// A plain storyboard compiles to its folder: Info.plist and two nibs per scene.
    @Test func storyboardCompilesToAFolder() throws {
        let input = try write(Self.storyboard(identifiers: ["First", "Second"]), "Main.storyboard")
        let output = scratch.appendingPathComponent("Main.storyboardc").path
        let result = try CLI.run(["compile", input, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(names == ["First.nib", "Info.plist", "Second.nib", "c0-view-v0.nib", "c1-view-v1.nib"])
        let plist = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: output + "/Info.plist")), format: nil) as? [String: Any])
        #expect(plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "First")
        #expect(
            plist["UIViewControllerIdentifiersToNibNames"] as? [String: String] == [
                "First": "First", "Second": "Second",
            ])
    }
}
