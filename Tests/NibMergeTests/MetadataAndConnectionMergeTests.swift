import NibModel
import Testing
import XibCompiler

@testable import NibMerge

/// Elements whose `id` names no object (the "View as" `<device>` and its `<adaptation>`) merge by
/// place, and connections that must be unique on their object (an outlet's property, a segue's
/// identifier) conflict when both sides make them differently.
struct MetadataAndConnectionMergeTests {
    /// A storyboard with a "View as" `device` element, one controller holding a label, and the
    /// controller's `connections` (already indented), modelled on Interface Builder's own output.
    static func storyboard(
        device: String = #"<device id="retina4_7" orientation="portrait">"#,
        adaptation: String? = #"<adaptation id="fullscreen"/>"#, connections: String = ""
    ) -> [UInt8] {
        let deviceElement =
            adaptation.map { "    \(device)\n        \($0)\n    </device>" }
            ?? "    " + device.replacingOccurrences(of: ">", with: "/>")
        let connectionElement =
            connections.isEmpty
            ? "" : "\n                    <connections>\n\(connections)\n                    </connections>"
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc-1">
            \(deviceElement)
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="13772"/>
                </dependencies>
                <scenes>
                    <!--View Controller-->
                    <scene sceneID="sc-1">
                        <objects>
                            <viewController id="vc-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <label opaque="NO" text="One" id="l-1">
                                            <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                                        </label>
                                        <label opaque="NO" text="Two" id="l-2">
                                            <rect key="frame" x="0.0" y="30" width="42" height="21"/>
                                        </label>
                                    </subviews>
                                </view>\(connectionElement)
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="0.0" y="0.0"/>
                    </scene>
                    <!--Detail-->
                    <scene sceneID="sc-2">
                        <objects>
                            <viewController id="vc-2" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-2">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-2" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="500" y="0.0"/>
                    </scene>
                    <!--Other-->
                    <scene sceneID="sc-3">
                        <objects>
                            <viewController id="vc-3" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-3">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-3" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="1000" y="0.0"/>
                    </scene>
                </scenes>
            </document>

            """.utf8)
    }

    static func merge(
        _ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], geometry: GeometryPolicy = .theirs
    ) throws -> MergeResult {
        let result = try NibMerger(options: MergeOptions(geometry: geometry)).merge(
            base: base, ours: ours, theirs: theirs, path: "Main.storyboard")
        _ = try XibCompiler().compile(bytes: result.bytes, path: "Main.storyboard")
        #expect(try DocumentCheck.danglingReferences(in: result.bytes, file: "Main.storyboard").isEmpty)
        return result
    }

    static func count(_ needle: String, in result: MergeResult) -> Int {
        String(decoding: result.bytes, as: UTF8.self).components(separatedBy: needle).count - 1
    }

    // MARK: The "View as" device

    /// Both sides show the document on another device: one `<device>`, settled as geometry is.
    @Test func bothSidesChangingTheDeviceKeepOneDevice() throws {
        let base = Self.storyboard()
        let ours = Self.storyboard(device: #"<device id="retina6_72" orientation="portrait">"#)
        let theirs = Self.storyboard(device: #"<device id="retina4_7" orientation="landscape">"#)
        let changedBoth = Self.storyboard(device: #"<device id="retina5_9" orientation="portrait">"#)
        for (other, expected) in [
            (theirs, #"<device id="retina6_72" orientation="landscape">"#),
            (changedBoth, #"<device id="retina5_9" orientation="portrait">"#),
        ] {
            let result = try Self.merge(base, ours, other)
            #expect(result.isClean)
            #expect(Self.count("<device ", in: result) == 1)
            #expect(Self.count(expected, in: result) == 1)
            #expect(Self.count("<adaptation ", in: result) == 1)
        }
        let kept = try Self.merge(base, ours, changedBoth, geometry: .ours)
        #expect(kept.isClean && Self.count(#"<device id="retina6_72""#, in: kept) == 1)
        let reported = try Self.merge(base, ours, changedBoth, geometry: .conflict)
        #expect(
            reported.conflicts.map(\.message) == [
                #"conflict: <device> attribute "id": ours "retina6_72", theirs "retina5_9""#
            ])
        #expect(Self.count("<device ", in: reported) == 1)
    }

    /// An older storyboard's `<adaptation>` moves with its device: never "moved by both sides".
    @Test func anAdaptationIsPartOfItsDevice() throws {
        let base = Self.storyboard(device: #"<device id="retina4_7" orientation="portrait">"#)
        let ours = Self.storyboard(device: #"<device id="retina6_1" orientation="portrait">"#)
        let theirs = Self.storyboard(device: #"<device id="retina5_9" orientation="portrait">"#)
        let result = try Self.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(Self.count("<adaptation ", in: result) == 1)
        // Ours re-saved without the adaptation while theirs turned the device.
        let resaved = Self.storyboard(
            device: #"<device id="retina6_1" orientation="portrait" appearance="light">"#, adaptation: nil)
        let turned = Self.storyboard(device: #"<device id="retina4_7" orientation="landscape">"#)
        let merged = try Self.merge(base, resaved, turned)
        #expect(merged.isClean)
        #expect(Self.count(#"<device id="retina6_1" orientation="landscape" appearance="light"/>"#, in: merged) == 1)
        #expect(Self.count("<adaptation ", in: merged) == 0)
    }

    /// A device id equal to an object's id is no repeated id: it names no object.
    @Test func aDeviceIdNamesNoObject() throws {
        let document = Self.storyboard(device: #"<device id="l-1" orientation="portrait">"#)
        #expect(try DocumentCheck.danglingReferences(in: document, file: "Main.storyboard").isEmpty)
        let theirs = Self.storyboard(device: #"<device id="l-1" orientation="landscape">"#)
        #expect(try Self.merge(document, document, theirs).isClean)
    }

    // MARK: Unique connections

    static let outlet = #"                        <outlet property="label" destination="l-1" id="o-1"/>"#

    /// Both sides reconnect one outlet (Interface Builder gives it a new id) to different labels.
    @Test func anOutletConnectedTwiceIsAConflict() throws {
        let base = Self.storyboard(connections: Self.outlet)
        let ours = Self.storyboard(
            connections: #"                        <outlet property="label" destination="l-2" id="o-2"/>"#)
        let theirs = Self.storyboard(
            connections: #"                        <outlet property="label" destination="v-1" id="o-3"/>"#)
        let result = try Self.merge(base, ours, theirs)
        #expect(Self.count(#"<outlet property="label""#, in: result) == 1)
        #expect(Self.count(#"id="o-2""#, in: result) == 1)
        #expect(result.conflicts.map(\.kind) == [.duplicate])
        #expect(result.conflicts.first?.message.contains(#"property "label" is also used by ours' <outlet>"#) == true)
        // Both added the outlet from nothing.
        let added = try Self.merge(Self.storyboard(), ours, theirs)
        #expect(Self.count(#"<outlet property="label""#, in: added) == 1 && added.conflicts.count == 1)
    }

    /// The same connection made on both sides (ids differ) is kept once, without a conflict.
    @Test func theSameOutletMadeOnBothSidesIsKeptOnce() throws {
        let ours = Self.storyboard(
            connections: #"                        <outlet property="label" destination="l-2" id="o-2"/>"#)
        let theirs = Self.storyboard(
            connections: #"                        <outlet property="label" destination="l-2" id="o-3"/>"#)
        let result = try Self.merge(Self.storyboard(), ours, theirs)
        #expect(result.isClean)
        #expect(Self.count(#"<outlet property="label""#, in: result) == 1)
    }

    /// Outlets of one property on different objects, and an outlet changed to another property
    /// that ours uses: the first merges, the second keeps ours' property.
    @Test func anOutletRenamedOntoOursIsAConflict() throws {
        let two = Self.outlet + "\n" + #"                        <outlet property="title" destination="l-2" id="o-2"/>"#
        let ours =
            Self.outlet + "\n" + #"                        <outlet property="title" destination="l-2" id="o-2"/>"#
            + "\n"
            + #"                        <outlet property="subtitle" destination="v-1" id="o-4"/>"#
        let theirs =
            Self.outlet + "\n" + #"                        <outlet property="subtitle" destination="l-2" id="o-2"/>"#
        let result = try Self.merge(
            Self.storyboard(connections: two), Self.storyboard(connections: ours), Self.storyboard(connections: theirs))
        #expect(Self.count(#"property="subtitle""#, in: result) == 1)
        #expect(result.conflicts.map(\.kind) == [.duplicate])
    }

    /// Two segues with one identifier from one controller: `performSegue(withIdentifier:)` would be ambiguous.
    @Test func aSegueIdentifierUsedTwiceFromOneControllerIsAConflict() throws {
        let ours = Self.storyboard(
            connections: #"                        <segue destination="vc-2" kind="show" identifier="next" id="g-1"/>"#)
        let theirs = Self.storyboard(
            connections: #"                        <segue destination="vc-3" kind="show" identifier="next" id="g-2"/>"#)
        let result = try Self.merge(Self.storyboard(), ours, theirs)
        #expect(Self.count(#"identifier="next""#, in: result) == 1)
        #expect(Self.count(#"destination="vc-2""#, in: result) == 1)
        #expect(result.conflicts.map(\.kind) == [.duplicate])
        #expect(result.conflicts.first?.message.contains(#"identifier "next" is also used by ours' <segue>"#) == true)
        // Other identifiers merge.
        let other = Self.storyboard(
            connections: #"                        <segue destination="vc-3" kind="show" identifier="other" id="g-2"/>"#
        )
        #expect(try Self.merge(Self.storyboard(), ours, other).isClean)
    }
}
