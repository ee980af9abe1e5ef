import NibArchive
import NibModel
import Testing
import XibCompiler

/// A table view of a `.xib` document, here below a view, takes the table keys of its
/// toolsVersion's form and no prototype keys; a version whose form is not learnt is refused.
struct UIKitXibTableViewTests {
    /// A view holding a plain table, saved by `VERSION`.
    static let template = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="VERSION" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
        style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" \
        id="Tbl-vw-001">
                            <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                        </tableView>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static func document(toolsVersion: String) throws -> NibDocument {
        let text = template.replacingOccurrences(of: "VERSION", with: toolsVersion)
        return try XibCompiler().compile(bytes: Array(text.utf8), path: "table.xib").document
    }

    @Test func aTableOf16097HasItsFormsKeysAndNoPrototypes() throws {
        let graph = try UIKitNibEncoder(document: Self.document(toolsVersion: "16097"), file: "table.xib").encodeNib()
        let file = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let table = try #require(file.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UITableViewStyle") == .int8(0))
        #expect(table.value(forKey: "UIRowHeight") == .float32(44))
        #expect(table.value(forKey: "UISectionHeaderHeight") == .float32(28))
        #expect(table.value(forKey: "UIContentSize") == nil)
        #expect(table.value(forKey: "UITableViewCellPrototypeNibs") == nil)
        #expect(table.value(forKey: "UITableViewCellPrototypeNibExternalObjects") == nil)
    }

    @Test func aTableOf10117HasItsContentSizeAtItsOwnWidth() throws {
        let graph = try UIKitNibEncoder(document: Self.document(toolsVersion: "10117"), file: "table.xib").encodeNib()
        let file = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let table = try #require(file.objects.first { $0.className == "UITableView" })
        // Type byte 7 (doubles), then 320 and 0: the document's width, not a scene's canvas.
        let width = Array((320.0).bitPattern.littleEndianBytes)
        #expect(table.value(forKey: "UIContentSize") == .data([7] + width + Array(repeating: 0, count: 8)))
        #expect(table.value(forKey: "UIShowsSelectionImmediatelyOnTouchBegin") == .bool(true))
    }

    @Test func aTableOfAVersionWhoseFormIsNotLearntIsRefused() throws {
        let issues = UIKitNibEncoder(document: try Self.document(toolsVersion: "13771"), file: "table.xib").coverage()
        #expect(
            issues.first?.diagnostic.description
                == "table.xib:10:17: error: cannot compile class 'UITableView' (<tableView>: toolsVersion 13771 not learnt): not encoded yet"
        )
    }
}

extension UInt64 {
    /// The eight bytes, least significant first.
    fileprivate var littleEndianBytes: [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) } }
}
