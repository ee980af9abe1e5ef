import Foundation
import NibManifest
import NibModel
import NibTestSupport
import Testing

/// `codegen convert X.nib` and `nib-render X.nib` (and the same of a `.storyboardc`): a compiled
/// nib or storyboard read into the model with its decoded properties, written as a manifest and
/// drawn, the same bytes every time.
struct CompiledNibConversionTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "codegen-nib-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// A window with a titled, tagged button and a main menu whose item has a key equivalent.
    static let appKitDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24506" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <menu title="Main Menu" systemMenu="main" id="m1">
                    <items>
                        <menuItem title="File" id="i1">
                            <modifierMask key="keyEquivalentModifierMask"/>
                            <menu key="submenu" title="File" id="m2">
                                <items>
                                    <menuItem title="Open…" keyEquivalent="o" id="i2"/>
                                    <menuItem isSeparatorItem="YES" id="i3"/>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
                <window title="Props" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" \
        releasedWhenClosed="NO" animationBehavior="default" id="w1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <windowPositionMask key="initialPositionMask" leftStrut="YES" rightStrut="YES" topStrut="YES" \
        bottomStrut="YES"/>
                    <rect key="contentRect" x="335" y="390" width="480" height="270"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                    <view key="contentView" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                <rect key="frame" x="8" y="3" width="18" height="18"/>
                                <buttonCell key="cell" type="squareTextured" bezelStyle="texturedSquare" \
        image="NSStatusAvailable" imagePosition="only" alignment="center" state="on" imageScaling="proportionallyDown" \
        inset="2" id="c1">
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

    /// A UIKit view with a subview and a background colour.
    static let uiKitDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" hidden="YES" id="Sub-vw-001">
                            <rect key="frame" x="10" y="10" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>
        """

    /// `document` written as `name`.xib and compiled to `name`.nib; the nib's path.
    func compiled(_ document: String, _ name: String) throws -> String {
        let source = scratch.appendingPathComponent(name + ".xib").path
        try document.write(toFile: source, atomically: true, encoding: .utf8)
        let nib = scratch.appendingPathComponent(name + ".nib").path
        let result = try CLI.run(["compile", source, "-o", nib])
        #expect(result.status == 0, "\(result.stderr)")
        return nib
    }

    /// `convert NIB -o DIR` twice: the manifest (read back) and its bytes, the same both times.
    func converted(_ nib: String) throws -> (NibDocument, Data) {
        var outputs: [Data] = []
        for run in 0..<2 {
            let directory = scratch.appendingPathComponent("out\(run)").path
            let result = try CLI.run(["convert", nib, "-o", directory])
            #expect(result.status == 0, "\(result.stderr)")
            let name = URL(fileURLWithPath: nib).deletingPathExtension().lastPathComponent
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name + ".nib.json")))
        }
        #expect(outputs[0] == outputs[1])
        let name = URL(fileURLWithPath: nib).deletingPathExtension().lastPathComponent
        let path = scratch.appendingPathComponent("out0").path + "/" + name + ".nib.json"
        return (try ManifestReader.read(contentsOf: path), outputs[0])
    }

    /// `nib-render NIB -o OUT.svg` twice: the picture, the same both times.
    func rendered(_ nib: String) throws -> String {
        let tool = TestPaths.packageRoot.appendingPathComponent(".build/debug/nib-render").path
        var pictures: [Data] = []
        for run in 0..<2 {
            let output = scratch.appendingPathComponent("picture\(run).svg").path
            let result = try CLI.runProcess(tool, [nib, "-o", output])
            #expect(result.status == 0, "\(result.stderr)")
            pictures.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(pictures[0] == pictures[1])
        return String(decoding: pictures[0], as: UTF8.self)
    }

    /// An AppKit nib `codegen compile` wrote, converted and drawn: the window's title and content
    /// rect, the view frames, the button's image, the menu items' titles and key equivalents.
    @Test func appKitNibConvertsAndRenders() throws {
        let nib = try compiled(Self.appKitDocument, "Props")
        let (document, _) = try converted(nib)
        #expect(document.sourceFile == "Props.nib")
        let window = try #require(document.objects.first { $0.className == "NSWindow" })
        #expect(window.properties["title"] == .string("Props"))
        #expect(window.properties["contentRect"] == .rect(NibRect(x: 335, y: 390, width: 480, height: 270)))
        let button = try #require(document.objects.first { $0.className == "NSButton" })
        #expect(button.properties["frame"] == .rect(NibRect(x: 8, y: 3, width: 18, height: 18)))
        let cell = try #require(document.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.key == "cell" && cell.parent == button.id)
        #expect(cell.properties["image"] == .string("NSStatusAvailable"))
        #expect(
            cell.properties["font"]
                == .font(NibFont(form: .font, attributes: [.init(name: "metaFont", value: "system")])))
        let open = try #require(document.objects.first { $0.properties["title"] == .string("Open…") })
        #expect(open.properties["keyEquivalent"] == .string("o"))
        #expect(document.objects.contains { $0.properties["isSeparatorItem"] == .bool(true) })
        let content = try #require(document.objects.first { $0.key == "contentView" })
        #expect(content.parent == window.id)
        #expect(content.properties["subviews"] == .objects([button.id]))
        let picture = try rendered(nib)
        #expect(picture.contains("Props"))
    }

    /// A UIKit nib `codegen compile` wrote: the frames from `UIBounds` and `UICenter`, the hidden
    /// subview, the autoresizing masks and the background colour.
    @Test func uiKitNibConvertsAndRenders() throws {
        let nib = try compiled(Self.uiKitDocument, "Card")
        let (document, _) = try converted(nib)
        let root = try #require(document.objects.first { $0.parent == nil })
        #expect(root.properties["frame"] == .rect(NibRect(x: 0, y: 0, width: 320, height: 100)))
        #expect(
            root.properties["autoresizingMask"]
                == .flags(
                    NibFlags(flags: [
                        .init(name: "widthSizable", isSet: true), .init(name: "heightSizable", isSet: true),
                    ])))
        guard case .color(let color)? = root.properties["backgroundColor"] else {
            Issue.record("no background colour: \(root.properties)")
            return
        }
        #expect(color.components.map(\.value) == [1, 1, 1, 1])
        let sub = try #require(document.objects.first { $0.parent == root.id })
        #expect(sub.key == "subviews")
        #expect(sub.properties["frame"] == .rect(NibRect(x: 10, y: 10, width: 100, height: 40)))
        #expect(sub.properties["hidden"] == .bool(true))
        _ = try rendered(nib)
    }

    /// Every pair's Apple nib (the AppKit `NAME.nib`s in one run, each UIKit `compiled.nib` on its
    /// own) converts to a manifest the schema accepts.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyPairsNibConvertsToAValidManifest() throws {
        let nibs = TestCorpus.files(in: "nib-pairs", withExtension: "nib").filter { !$0.contains(".storyboardc/") }
        let appKit = nibs.filter { !$0.contains("/uikit/") }
        let uiKit = nibs.filter { $0.hasSuffix("/compiled.nib") && $0.contains("/uikit/") }
        #expect(appKit.count == 104 && uiKit.count == 4)
        let directory = scratch.appendingPathComponent("all").path
        let result = try CLI.run(["convert"] + appKit + ["-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        var manifests = appKit.map {
            directory + "/" + URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent + ".nib.json"
        }
        for (index, nib) in uiKit.enumerated() {
            let manifest = directory + "/uikit-\(index).nib.json"
            let run = try CLI.run(["convert", nib, "--manifest", manifest])
            #expect(run.status == 0, "\(run.stderr)")
            manifests.append(manifest)
        }
        let validation = try ManifestSchema.validate(manifests)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        #expect(validation.stdout.contains("108 valid"))
    }

    /// Apple's nibs of the corpus, AppKit and UIKit: each converts to a manifest and renders,
    /// the same bytes twice, and every manifest validates against the schema.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func applesNibsConvertRenderAndValidate() throws {
        let nibs = [
            "nib-pairs/blocklist.nib", "nib-pairs/test8_menu.nib",
            "nib-pairs/uikit/PerfectFreeze__PFWebViewController/1/compiled.nib",
        ]
        var manifests: [String] = []
        for (index, relative) in nibs.enumerated() {
            let (_, bytes) = try converted(TestCorpus.path(relative))
            let path = scratch.appendingPathComponent("\(index).nib.json").path
            try bytes.write(to: URL(fileURLWithPath: path))
            manifests.append(path)
            _ = try rendered(TestCorpus.path(relative))
        }
        let result = try ManifestSchema.validate(manifests)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(manifests.count) valid"))
    }

    /// Every compiled storyboard of the corpus pairs (`compiled.storyboardc`) converts to a manifest
    /// the schema accepts, named after the folder without `.storyboardc`, whose scenes are the
    /// folder's, and draws.
    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func everyCompiledStoryboardConvertsAndRenders() throws {
        let folders = TestCorpus.files(in: "nib-pairs/uikit", withExtension: "storyboardc")
        #expect(folders.count == 20)
        let tool = TestPaths.packageRoot.appendingPathComponent(".build/debug/nib-render").path
        var manifests: [String] = []
        for (index, folder) in folders.enumerated() {
            let directory = scratch.appendingPathComponent("storyboard\(index)").path
            let result = try CLI.run(["convert", folder, "-o", directory])
            #expect(result.status == 0, "\(folder): \(result.stderr)")
            let manifest = directory + "/compiled.nib.json"
            let document = try ManifestReader.read(contentsOf: manifest)
            #expect(document.isStoryboard && !document.scenes.isEmpty, "\(folder)")
            manifests.append(manifest)
            let picture = scratch.appendingPathComponent("storyboard\(index).svg").path
            let render = try CLI.runProcess(tool, [folder, "-o", picture])
            #expect(render.status == 0, "\(folder): \(render.stderr)")
            #expect(FileManager.default.fileExists(atPath: picture), "\(folder)")
            // Every text — captions, segue labels, the initial mark's — lies on the canvas.
            let svg = try String(contentsOfFile: picture, encoding: .utf8)
            let outside = Self.textsOutsideTheCanvas(svg)
            #expect(outside.isEmpty, "\(folder): \(outside)")
        }
        let validation = try ManifestSchema.validate(manifests)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        #expect(validation.stdout.contains("\(manifests.count) valid"))
    }

    /// The texts of an SVG picture whose anchor lies outside its canvas (`width`, `height` of the
    /// `<svg>` element; a text's `x`, `y`).
    static func textsOutsideTheCanvas(_ svg: String) -> [String] {
        func number(_ name: String, in tag: Substring) -> Double? {
            guard let start = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[start.upperBound...].prefix { $0 != "\"" })
        }
        guard let header = svg.range(of: "<svg").map({ svg[$0.lowerBound...].prefix { $0 != ">" } }),
            let width = number("width", in: header), let height = number("height", in: header)
        else { return ["no canvas size"] }
        var outside: [String] = []
        for part in svg.components(separatedBy: "<text").dropFirst() {
            let tag = part.prefix { $0 != ">" }
            guard let x = number("x", in: tag), let y = number("y", in: tag) else { continue }
            if x < 0 || y < 0 || x > width || y > height {
                outside.append("\(part.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }) at \(x), \(y)")
            }
        }
        return outside
    }
}
