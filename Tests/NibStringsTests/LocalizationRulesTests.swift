import NibModel
import NibStrings
import Testing

/// The key derivation table on documents with every shape it knows, and applying translations.
@Suite struct LocalizationRulesTests {
    static let iOS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="v-1">
                    <subviews>
                        <label text="Name" id="l-1"><accessibility key="accessibilityConfiguration" label="Name label" hint="Shows the name"/></label>
                        <button id="b-1" customClass="FancyButton">
                            <state key="normal" title="Log In"/>
                            <state key="highlighted" title="Logging"/>
                            <buttonConfiguration key="configuration" style="plain" title="Go" subtitle="now"/>
                        </button>
                        <textField placeholder="E-mail" text="a@b" id="t-1"/>
                        <segmentedControl id="s-1">
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                        </segmentedControl>
                        <searchBar placeholder="Search" prompt="Find" id="q-1">
                            <scopeButtonTitles>
                                <string>All</string>
                                <string>Mine</string>
                            </scopeButtonTitles>
                        </searchBar>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let macOS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <window title="Main &quot;Window&quot;" id="w-1">
                    <view key="contentView" id="c-1">
                        <subviews>
                            <tableView id="tv-1">
                                <tableColumns>
                                    <tableColumn id="col-1" headerToolTip="Names">
                                        <tableHeaderCell key="headerCell" title="Name"/>
                                    </tableColumn>
                                </tableColumns>
                            </tableView>
                            <segmentedControl id="sc-1">
                                <segmentedCell key="cell" id="scc-1">
                                    <segments>
                                        <segment label="Left" toolTip="Go left"/>
                                        <segment label="Right"/>
                                    </segments>
                                </segmentedCell>
                            </segmentedControl>
                            <comboBox id="cb-1">
                                <comboBoxCell key="cell" placeholderString="Pick" id="cbc-1">
                                    <objectValues>
                                        <string>Red</string>
                                    </objectValues>
                                </comboBoxCell>
                                <accessibility description="Colour" help="Pick a colour"/>
                            </comboBox>
                            <button toolTip="Press" id="bt-1">
                                <buttonCell key="cell" type="push" title="OK" alternateTitle="Okay" id="btc-1"/>
                            </button>
                        </subviews>
                    </view>
                </window>
                <menu title="File" id="m-1">
                    <items>
                        <menuItem title="Open…" keyEquivalent="o" id="mi-1"/>
                    </items>
                </menu>
            </objects>
        </document>
        """

    @Test func iOSKeysFollowIbtool() throws {
        let strings = DocumentStrings.extract(from: try StringsTestPaths.compile(xml: Self.iOS))
        #expect(
            strings.map(\.key) == [
                "l-1.text", "l-1.accessibilityLabel", "l-1.accessibilityHint",
                "b-1.normalTitle", "b-1.highlightedTitle", "b-1.configuration.title", "b-1.configuration.subtitle",
                "t-1.placeholder", "t-1.text", "s-1.segmentTitles[0]", "s-1.segmentTitles[1]",
                "q-1.placeholder", "q-1.prompt", "q-1.scopeButtonTitles[0]", "q-1.scopeButtonTitles[1]",
            ])
        let button = try #require(strings.first { $0.key == "b-1.normalTitle" })
        #expect(button.comment == "Class = \"UIButton\"; normalTitle = \"Log In\"; ObjectID = \"b-1\";")
    }

    @Test func macOSKeysFollowIbtool() throws {
        let strings = DocumentStrings.extract(from: try StringsTestPaths.compile(xml: Self.macOS))
        #expect(
            Set(strings.map(\.key)) == [
                "w-1.title", "col-1.headerToolTip", "col-1.headerCell.title", "scc-1.ibShadowedLabels[0]",
                "scc-1.ibShadowedToolTips[0]", "scc-1.ibShadowedLabels[1]", "cbc-1.placeholderString",
                "cbc-1.ibShadowedObjectValues[0]", "cb-1.ibExternalAccessibilityDescription",
                "cb-1.ibExternalAccessibilityHelp",
                "bt-1.toolTip", "btc-1.title", "btc-1.alternateTitle", "m-1.title", "mi-1.title",
            ])
        let header = try #require(strings.first { $0.key == "col-1.headerCell.title" })
        #expect(header.comment == "Class = \"NSTableColumn\"; headerCell.title = \"Name\"; ObjectID = \"col-1\";")
        let window = try #require(strings.first { $0.key == "w-1.title" })
        #expect(window.comment == "Class = \"NSWindow\"; title = \"Main \\\"Window\\\"\"; ObjectID = \"w-1\";")
    }

    /// ibtool names an indexed text by its whole key in the comment (`ID.segmentTitles[0] = …`),
    /// unlike a plain or nested one (`title = …`, `headerCell.title = …`).
    @Test func indexedKeysAreNamedByTheirWholeKeyInComments() throws {
        let iOS = DocumentStrings.extract(from: try StringsTestPaths.compile(xml: Self.iOS))
        let comments = Dictionary(uniqueKeysWithValues: iOS.map { ($0.key, $0.comment) })
        #expect(
            comments["s-1.segmentTitles[1]"]
                == "Class = \"UISegmentedControl\"; s-1.segmentTitles[1] = \"Second\"; ObjectID = \"s-1\";")
        #expect(comments["q-1.scopeButtonTitles[0]"]?.contains("; q-1.scopeButtonTitles[0] = ") == true)
        let macOS = DocumentStrings.extract(from: try StringsTestPaths.compile(xml: Self.macOS))
        let macComments = Dictionary(uniqueKeysWithValues: macOS.map { ($0.key, $0.comment) })
        #expect(
            macComments["scc-1.ibShadowedLabels[0]"]
                == "Class = \"NSSegmentedCell\"; scc-1.ibShadowedLabels[0] = \"Left\"; ObjectID = \"scc-1\";")
        #expect(
            macComments["scc-1.ibShadowedToolTips[0]"]
                == "Class = \"NSSegmentedCell\"; scc-1.ibShadowedToolTips[0] = \"Go left\"; ObjectID = \"scc-1\";")
        #expect(
            macComments["cbc-1.ibShadowedObjectValues[0]"]?.contains("; cbc-1.ibShadowedObjectValues[0] = ") == true)
        #expect(macOS.filter(\.isIndexed).count == 4 && !macOS.contains { $0.isIndexed && $0.commentKeyPath != $0.key })
        #expect(macOS.filter { !$0.isIndexed }.allSatisfy { $0.commentKeyPath == $0.property })
    }

    @Test func applyingTranslationsReplacesEveryShapeAndKeepsTheRest() throws {
        for xml in [Self.iOS, Self.macOS] {
            let document = try StringsTestPaths.compile(xml: xml)
            let strings = DocumentStrings.extract(from: document)
            // Translate every other key; the rest must fall back to Base.
            var translations: [String: String] = [:]
            for (offset, string) in strings.enumerated() where offset % 2 == 0 {
                translations[string.key] = "«\(string.value)»"
            }
            translations["nobody.title"] = "ignored"
            let (localized, used) = DocumentStrings.apply(translations, to: document)
            #expect(used == Set(translations.keys).subtracting(["nobody.title"]))
            let after = DocumentStrings.extract(from: localized)
            #expect(after.map(\.key) == strings.map(\.key))
            for (offset, (before, now)) in zip(strings, after).enumerated() {
                #expect(now.value == (offset % 2 == 0 ? "«\(before.value)»" : before.value), "\(now.key)")
            }
            // Nothing but the texts changes: same objects, connections, ids.
            #expect(localized.objects.map(\.id) == document.objects.map(\.id))
            #expect(localized.connections == document.connections)
        }
    }

    @Test func checkReportsStaleMissingUnknownAndFormatProblems() throws {
        let document = try StringsTestPaths.compile(xml: Self.macOS)
        let table = try StringsFileParser.parse(
            text: """
                "w-1.title" = "Fenster %@";
                "btc-1.subtitle" = "x";
                "zzz.title" = "y";
                "m-1.title" = "Ablage";
                """, file: "de.lproj/Main.strings")
        let check = TranslationCheck(
            document: document, documentFile: "Base.lproj/Main.xib", language: "de",
            table: table, tableFile: "de.lproj/Main.strings")
        let byKind = Dictionary(grouping: check.findings, by: \.kind)
        #expect(
            byKind[.format]?.map { $0.diagnostic.with(severity: .warning).description } == [
                "de.lproj/Main.strings:1:1: warning: de translation of \"w-1.title\" has format specifiers %@, the Base text has none"
            ])
        #expect(
            byKind[.stale]?.first?.diagnostic.with(severity: .warning).description
                == "de.lproj/Main.strings:2:1: warning: stale key \"btc-1.subtitle\": object btc-1 has no localizable property \"subtitle\" in Main.xib"
        )
        #expect(
            byKind[.unknownObject]?.first?.diagnostic.description
                == "de.lproj/Main.strings:3:1: error: stale key \"zzz.title\": no object zzz in Main.xib")
        #expect(byKind[.missing]?.count == 13)
        #expect(byKind[.missing]?.first?.location.file == "Base.lproj/Main.xib")
    }
}
