import NibModel
import Testing

@testable import XibCompiler

/// Cocoa Touch archive values map to the modern names and kinds: proxies, custom classes,
/// frames, view flags, control-state titles, colours, event connections and runtime attributes.
@Suite struct ArchiveValueTests {
    static let touch = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        <data>
        <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        <object class="IBProxyObject" id="2"><string key="IBProxiedObjectIdentifier">SessionStore</string></object>
        <object class="IBUIView" id="3">
        <int key="NSvFlags">-2147483374</int>
        <string key="NSFrame">{{0, 20}, {320, 460}}</string>
        <object class="NSMutableArray" key="NSSubviews">
        <object class="IBUIButton" id="4">
        <reference key="NSSuperview" ref="3"/>
        <string key="NSFrame">{{20, 30}, {100, 40}}</string>
        <string key="IBUINormalTitle">Log in</string>
        <object class="NSColor" key="IBUINormalTitleColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDEAA</bytes></object>
        <int key="IBUITag">7</int>
        </object>
        </object>
        </object>
        </object>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <object class="NSMutableArray" key="connectionRecords">
        <object class="IBConnectionRecord"><object class="IBCocoaTouchEventConnection" key="connection"><string key="label">login:</string>
        <reference key="source" ref="4"/><reference key="destination" ref="1"/><int key="IBEventType">7</int></object><int key="connectionID">9</int></object>
        </object>
        <object class="IBMutableOrderedSet" key="objectRecords"><object class="NSArray" key="orderedObjects">
        <object class="IBObjectRecord"><int key="objectID">0</int><object class="NSArray" key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
        <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="1"/><reference key="parent" ref="0"/></object>
        <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="2"/><reference key="parent" ref="0"/></object>
        <object class="IBObjectRecord"><int key="objectID">6</int><reference key="object" ref="3"/><reference key="parent" ref="0"/></object>
        <object class="IBObjectRecord"><int key="objectID">8</int><reference key="object" ref="4"/><reference key="parent" ref="3"/></object>
        </object></object>
        <object class="NSMutableDictionary" key="flattenedProperties">
        <object class="NSArray" key="dict.sortedKeys"><string>-1.CustomClassName</string><string>8.CustomClassName</string><string>8.IBAttributePlaceholdersKey</string><string>8.IBPluginDependency</string></object>
        <object class="NSMutableArray" key="dict.values"><string>LoginViewController</string><string>FancyButton</string>
        <object class="NSMutableDictionary"><string key="NS.key.0">IBUserDefinedRuntimeAttributesPlaceholderName</string>
        <object class="IBUserDefinedRuntimeAttributesPlaceholder" key="NS.object.0"><string key="name">IBUserDefinedRuntimeAttributesPlaceholderName</string><reference key="object" ref="4"/>
        <object class="NSArray" key="userDefinedRuntimeAttributes"><object class="IBUserDefinedRuntimeAttribute">
        <string key="typeIdentifier">com.apple.InterfaceBuilder.userDefinedRuntimeAttributeType.boolean</string><string key="keyPath">layer.masksToBounds</string><boolean value="YES" key="value"/>
        </object></object></object></object>
        <string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string></object>
        </object>
        </object>
        </data>
        </archive>
        """

    /// An archived `NSFont` (`IBUIFont`) is the model's `font` beside the `IBUIFontDescription`'s
    /// `fontDescription` (one no longer overwrites the other), and a colour naming its UIKit key
    /// path is that system colour with its components.
    @Test func cocoaTouchFontAndKeyPathColorAreKept() throws {
        let extra = """
            <int key="IBUITag">7</int>
            <object class="IBUIFontDescription" key="IBUIFontDescription"><int key="type">2</int><double key="pointSize">15</double></object>
            <object class="NSFont" key="IBUIFont"><string key="NSName">Helvetica-Bold</string><double key="NSSize">15</double><int key="NSfFlags">16</int></object>
            <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDAAA</bytes>
            <string key="IBUIColorCocoaTouchKeyPath">darkTextColor</string></object>
            """
        let text = Self.touch.replacingOccurrences(of: "<int key=\"IBUITag\">7</int>", with: extra)
        let document = try XibCompiler().compile(bytes: Array(text.utf8), path: "Touch.xib").document
        let button = try #require(document.objects.first { $0.element == "button" })
        #expect(
            button.properties["fontDescription"]
                == .font(
                    NibFont(
                        form: .description,
                        attributes: [
                            NibAttribute(name: "type", value: "boldSystem"),
                            NibAttribute(name: "pointSize", value: "15"),
                        ])))
        #expect(
            button.properties["font"]
                == .font(
                    NibFont(
                        form: .font,
                        attributes: [
                            NibAttribute(name: "size", value: "15"),
                            NibAttribute(name: "name", value: "Helvetica-Bold"),
                        ])))
        guard case .color(let color)? = button.properties["textColor"] else {
            Issue.record("no text colour: \(button.properties)")
            return
        }
        #expect(color.space == .system && color.name == "darkTextColor" && color.colorSpace == "calibratedRGB")
        #expect(color.component("red") == 0 && color.component("alpha") == 1)
    }

    @Test func cocoaTouchArchiveMapsToTheModernModel() throws {
        let compilation = try XibCompiler().compile(bytes: Array(Self.touch.utf8), path: "Touch.xib")
        let document = compilation.document
        #expect(document.info.targetRuntime == "iOS.CocoaTouch")
        #expect(document.placeholders.map(\.role) == [.owner, .external])
        #expect(document.placeholders[1].identifier == "SessionStore")
        #expect(document.owner?.customClass == "LoginViewController")
        #expect(document.objects.map(\.id) == ["6", "8"])
        let view = document.objects[0]
        let button = document.objects[1]
        #expect(view.element == "view" && view.className == "UIView")
        #expect(view.properties["hidden"] == .bool(true))
        #expect(
            view.properties["autoresizingMask"]
                == .flags(
                    NibFlags(flags: [
                        NibFlag(name: "widthSizable", isSet: true), NibFlag(name: "heightSizable", isSet: true),
                    ])))
        #expect(view.properties["subviews"] == .objects(["8"]))
        #expect(button.element == "button" && button.className == "UIButton" && button.customClass == "FancyButton")
        #expect(button.parent == "6" && button.key == "subviews")
        #expect(button.properties["frame"] == .rect(NibRect(x: 20, y: 30, width: 100, height: 40)))
        #expect(button.properties["tag"] == .integer(7))
        guard case .state(let normal)? = button.properties["normal"] else {
            Issue.record("no normal state")
            return
        }
        #expect(normal["title"] == .string("Log in"))
        #expect(
            normal["titleColor"]
                == .color(
                    NibColor(
                        space: .rgb, colorSpace: "calibratedRGB",
                        components: [
                            NibNamedNumber(name: "red", value: 0), NibNamedNumber(name: "green", value: 0),
                            NibNamedNumber(name: "blue", value: 1), NibNamedNumber(name: "alpha", value: 1),
                        ])))
        #expect(
            button.runtimeAttributes == [
                NibRuntimeAttribute(keyPath: "layer.masksToBounds", type: "boolean", value: .bool(true))
            ])
        #expect(document.connections.count == 1)
        let action = document.connections[0]
        #expect(action.kind == .action && action.source == "8" && action.destination == "-1" && action.name == "login:")
        #expect(action.eventType == "touchUpInside")
        // The plugin dependency is editor state: kept in the metadata, not lost.
        #expect(document.metadata.contains { $0.name == "flattenedProperties" })
    }
}
