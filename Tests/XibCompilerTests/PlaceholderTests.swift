import NibModel
import Testing

@testable import XibCompiler

/// Both placeholder forms: iOS `<placeholder>` elements and macOS reserved-id `<customObject>`s.
@Suite struct PlaceholderTests {
    @Test func iOSOwnerFirstResponderAndExternal() throws {
        let document = try XibCompiler().compile(contentsOf: TestPaths.fixture("ExternalPlaceholder.xib")).document
        #expect(document.placeholders.map(\.role) == [.owner, .firstResponder, .external])
        #expect(document.placeholders.map(\.id) == ["-1", "-2", "ext"])
        #expect(document.placeholders.map(\.identifier) == ["IBFilesOwner", "IBFirstResponder", "SessionStore"])
        #expect(document.owner?.customClass == "LoginViewController")
        #expect(document.placeholders[2].customClass == "SessionStore")
        #expect(document.placeholders[2].userLabel == "Session")
        #expect(document.placeholders[1].className == "UIResponder")
        // Placeholders are never objects, nor top-level.
        #expect(!document.objects.contains { ["-1", "-2", "ext"].contains($0.id) })
        #expect(document.topLevelObjects == ["root"])
    }

    @Test func macOSReservedCustomObjects() throws {
        let document = try XibCompiler().compile(contentsOf: TestPaths.fixture("MacPlaceholders.xib")).document
        #expect(document.info.platform == .macOS)
        #expect(document.placeholders.map(\.role) == [.owner, .firstResponder, .application])
        #expect(document.placeholders.map(\.id) == ["-2", "-1", "-3"])
        #expect(document.placeholders.allSatisfy { $0.identifier == nil && $0.element == "customObject" })
        #expect(document.owner?.customClass == "PrefsController")
        #expect(document.owner?.customModule == "Demo")
        #expect(document.placeholders[2].className == "NSApplication")
        #expect(document.placeholders[2].effectiveClassName == "NSObject")
        #expect(document.topLevelObjects == ["w1", "w2", "m1", "udc"])
    }

    /// A `<customObject>` with a reserved id is an ordinary object in an iOS document.
    @Test func reservedIDsAreOnlyPlaceholdersOnMacOS() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <customObject id="-3" customClass="Helper"/>
                </objects>
            </document>
            """
        let document = try XibCompiler().compile(bytes: Array(xib.utf8), path: "Helper.xib").document
        #expect(document.placeholders.isEmpty)
        #expect(document.objects.map(\.id) == ["-3"])
        #expect(document.objects[0].className == "NSObject")
    }

    @Test func macOSClassMappingAndVisibleAtLaunch() throws {
        let document = try XibCompiler().compile(contentsOf: TestPaths.fixture("MacPlaceholders.xib")).document
        let byID = Dictionary(uniqueKeysWithValues: document.objects.map { ($0.id, $0) })
        #expect(byID["w1"]?.className == "NSWindow")
        #expect(byID["t1"]?.className == "NSTextField")
        #expect(byID["tc1"]?.className == "NSTextFieldCell")
        #expect(byID["tc1"]?.key == "cell")
        #expect(byID["cv1"]?.className == "NSView")
        #expect(byID["cv1"]?.key == "contentView")
        #expect(byID["w1"]?.properties["contentView"] == .object("cv1"))
        #expect(byID["m1"]?.properties["items"] == .objects(["mi1", "mi2"]))
        #expect(byID["udc"]?.className == "NSUserDefaultsController")
        #expect(byID["w1"]?.properties["visibleAtLaunch"] == .bool(false))
        #expect(byID["w2"]?.properties["visibleAtLaunch"] == .bool(true))
        #expect(byID["bc1"]?.properties["keyEquivalent"] == .string("\r"))
    }

    @Test func everyWindowElementRecordsVisibleAtLaunch() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <window title="Window" id="w"/>
                    <panel title="Panel" id="p"/>
                    <panel title="Hidden" visibleAtLaunch="NO" id="h"/>
                </objects>
            </document>
            """
        let document = try XibCompiler().compile(bytes: Array(xib.utf8), path: "Panels.xib").document
        let flags = Dictionary(
            uniqueKeysWithValues: document.objects.map { ($0.id, $0.properties[NibObject.visibleAtLaunchKey]) })
        #expect(flags["w"] == .bool(true))
        #expect(flags["p"] == .bool(true))
        #expect(flags["h"] == .bool(false))
    }
}
