import NibArchive
import NibModel
import Testing
import XibCompiler

/// What Interface Builder records only for itself is left out of a UIKit nib: simulated bars,
/// a fixed frame of a view that translates its autoresizing mask, and the target module
/// provider beside a module. Each small document compiles to the same bytes as the same
/// document without it; where the attribute could change what an app sees, it stays an issue.
struct CompileUIKitDesignTimeTests {
    /// A view with a subview; `OWNER`, `ROOT` and `SUB` take attributes of File's Owner, the
    /// view and the subview, `SIM` elements of the view.
    static let template = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" OWNER/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB" ROOT>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="Sub-vw-001" SUB>
                            <rect key="frame" x="10" y="10" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                    SIM
                </view>
            </objects>
        </document>
        """

    /// The template with its slots filled (empty by default).
    static func document(owner: String = "", root: String = "", sub: String = "", simulated: String = "") throws
        -> NibDocument
    {
        let text = template.replacingOccurrences(of: " OWNER", with: owner.isEmpty ? "" : " " + owner)
            .replacingOccurrences(of: " ROOT", with: root.isEmpty ? "" : " " + root)
            .replacingOccurrences(of: " SUB", with: sub.isEmpty ? "" : " " + sub)
            .replacingOccurrences(of: "SIM", with: simulated)
        return try XibCompiler().compile(bytes: Array(text.utf8), path: "small.xib").document
    }

    /// The nib's bytes, compiled for `module` (ibtool's `--module`).
    static func nib(_ document: NibDocument, module: String? = nil) throws -> [UInt8] {
        NibArchiveWriter.bytes(
            of: try UIKitNibEncoder(document: document, file: "small.xib", targetModule: module).encodeNib())
    }

    /// The class names the nib's class swappers give, in order.
    static func swappedClassNames(_ nib: [UInt8]) throws -> [String] {
        let file = try NibArchiveReader.read(nib)
        return file.objects.filter { $0.className == "UIClassSwapper" }.compactMap { swapper in
            guard case .object(let name)? = swapper.value(forKey: "UIClassName"),
                case .data(let bytes)? = file.objects[name].value(forKey: "NS.bytes")
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The issues' descriptions, without the file name.
    static func issues(_ document: NibDocument) -> [String] {
        UIKitNibEncoder(document: document, file: "small.xib").coverage().map {
            $0.diagnostic.description.replacingOccurrences(of: "small.xib:", with: "")
        }
    }

    @Test func simulatedBarsAreLeftOut() throws {
        let simulated = try Self.document(
            simulated: """
                <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                """)
        #expect(try Self.nib(simulated) == Self.nib(Self.document()))
    }

    @Test func aFixedFrameOfATranslatingViewIsLeftOut() throws {
        #expect(try Self.nib(Self.document(sub: #"fixedFrame="YES""#)) == Self.nib(Self.document()))
    }

    @Test func aFixedFrameOfAViewNotTranslatingItsMaskIsAnIssue() throws {
        let document = try Self.document(
            sub: #"fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO""#)
        #expect(
            Self.issues(document) == ["10:17: error: cannot compile attribute 'fixedFrame' of <view>: not encoded yet"])
    }

    @Test func theTargetModuleProviderNamesTheDocumentsModule() throws {
        let provided = try Self.document(
            owner: #"customClass="Owner" customModule="App" customModuleProvider="target""#,
            root: #"customClass="Card" customModule="App" customModuleProvider="target""#)
        let named = try Self.document(root: #"customClass="Card" customModule="App""#)
        #expect(try Self.nib(provided) == Self.nib(named))
        let file = try NibArchiveReader.read(Self.nib(provided))
        let swapper = try #require(file.objects.first { $0.className == "UIClassSwapper" })
        guard case .object(let name)? = swapper.value(forKey: "UIClassName"),
            case .data(let bytes)? = file.objects[name].value(forKey: "NS.bytes")
        else {
            Issue.record("no class name")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "_TtC3App4Card")
    }

    /// Not a design-time attribute, but one the same small document shows: a hidden view is
    /// `UIHidden = true`, as Apple's nibs archive the hidden layout guides; a shown one has no key.
    @Test func aHiddenViewIsArchivedHidden() throws {
        let file = try NibArchiveReader.read(Self.nib(Self.document(sub: #"hidden="YES""#)))
        let views = file.objects.filter { $0.className == "UIView" }
        #expect(views.count == 2)
        #expect(views.map { $0.value(forKey: "UIHidden") }.filter { $0 == .bool(true) }.count == 1)
        let shown = try NibArchiveReader.read(Self.nib(Self.document()))
        #expect(shown.objects.allSatisfy { $0.value(forKey: "UIHidden") == nil })
    }

    /// ibtool's `--module`: a class that inherits the target's module is in the module compiled
    /// for, whatever the document last recorded; a class whose module is set by hand keeps it,
    /// and a provider without a module compiles once the build names one.
    @Test func theModuleCompiledForWinsForClassesThatInheritIt() throws {
        let inherited = try Self.document(
            root: #"customClass="Card" customModule="OldTarget" customModuleProvider="target""#,
            sub: #"customClass="Badge" customModule="Shared""#)
        #expect(try Self.swappedClassNames(Self.nib(inherited)) == ["_TtC9OldTarget4Card", "_TtC6Shared5Badge"])
        #expect(
            try Self.swappedClassNames(Self.nib(inherited, module: "App")) == ["_TtC3App4Card", "_TtC6Shared5Badge"])
        let unnamed = try Self.document(root: #"customClass="Card" customModuleProvider="target""#)
        #expect(try Self.swappedClassNames(Self.nib(unnamed, module: "App")) == ["_TtC3App4Card"])
        // Without the option the document's own module stays: the bytes of a build that names none.
        #expect(try Self.nib(inherited, module: nil) == Self.nib(inherited))
    }

    @Test func aProviderWithoutAModuleIsAnIssue() throws {
        let document = try Self.document(root: #"customClass="Card" customModuleProvider="target""#)
        #expect(
            Self.issues(document) == [
                "6:9: error: cannot compile attribute 'customModuleProvider' of <view>: not encoded yet"
            ])
    }
}
