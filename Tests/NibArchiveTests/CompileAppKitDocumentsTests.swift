import NibArchive
import NibModel
import NibTestSupport
import Testing
import XibCompiler

/// Every AppKit document of the corpus outside the pairs (`xib/` and `storyboard/`) compiles or is
/// refused as pinned here: a document that starts or stops compiling, or whose first refusal
/// changes, fails. These documents have no nib from Apple's compiler beside them, so a compiled
/// one is checked against its source instead: the nib reads back with the project's reader, holds
/// the archive root Apple's AppKit nibs hold, archives one connector per connection of the
/// document (outlets and actions under their names) and names every custom class the document
/// gives its objects; two compiles are byte-identical.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileAppKitDocumentsTests {
    /// The documents that compile.
    static let compiling: Set<String> = [
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__EncodingPopupView.xib",
        "xib/sparkle-project__Sparkle/TestApplication__Base.lproj__MainMenu.xib",
    ]

    /// The documents refused, with the first error (`LINE:COL: error: …`).
    static let refused: [String: String] = [
        "storyboard/Ranchero-Software__NetNewsWire/Mac__Base.lproj__Main.storyboard":
            "1:1: error: cannot compile document 'storyboard' (AppKit storyboards; UIKit storyboards are compiled): not encoded yet",
        "storyboard/Ranchero-Software__NetNewsWire/Mac__Base.lproj__Preferences.storyboard":
            "1:1: error: cannot compile document 'storyboard' (AppKit storyboards; UIKit storyboards are compiled): not encoded yet",
        "storyboard/SwiftGen__SwiftGen/Sources__TestUtils__Fixtures__Resources__IB-macOS__Message.storyboard":
            "1:1: error: cannot compile document 'storyboard' (AppKit storyboards; UIKit storyboards are compiled): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Evergreen__MainWindow__PanicButton__PanicButtonWindow.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Frameworks__RSCore__RSCore__Inspector__InspectorWindow.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__About__AboutWindowController.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__AccountStats__Base.lproj__AccountStatsWindow.xib":
            "9:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__Base.lproj__AddFeedSheet.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__Base.lproj__RenameSheet.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__CrashReporter__CrashReporterWindow.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__Dinosaurs__Base.lproj__DinosaursWindow.xib":
            "9:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__MainWindow__OPML__ExportOPMLAccessoryView.xib":
            "9:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__MainWindow__Timeline__TimelineTableView.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__Preferences__Accounts__AccountsAddLocal.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__Preferences__Accounts__AccountsReaderAPI.xib":
            "9:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__Preferences__ExtensionPoints__ExtensionPointDetail.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Mac__ShareExtension__Base.lproj__ShareViewController.xib":
            "9:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/Ranchero-Software__NetNewsWire/Modules__RSCore__Sources__RSCoreResources__Resources__IndeterminateProgressWindow.xib":
            "8:9: error: cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module: no pair shows its IBClassReference naming a module): not encoded yet",
        "xib/SwiftGen__SwiftGen/Tests__Fixtures__Resources__Identifiers-macOS__Xibs__ViewController.xib":
            "19:17: error: cannot compile attribute 'accessibility' of <button> (its <accessibility> element): not encoded yet",
        "xib/SwiftGen__SwiftGen/Tests__Fixtures__Resources__Identifiers-macOS__Xibs__WindowController.xib":
            "24:21: error: cannot compile attribute 'accessibility' of <button> (its <accessibility> element): not encoded yet",
        "xib/pokeb__asi-http-request/English.lproj__MainMenu.xib":
            "32:6: error: cannot compile attribute 'menu' of <menuItem>: not encoded yet",
        "xib/pokeb__asi-http-request/Mac Sample__English.lproj__MainMenu.xib":
            "343:21: error: cannot compile class 'NSTabView' (<tabView> without exactly one item holding a view): not encoded yet",
        "xib/pokeb__asi-http-request/Mac Sample__English.lproj__MainMenu@ca6df3f.xib":
            "72:6: error: cannot compile attribute 'menu' of <menuItem>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__AboutPanel.xib":
            "34:25: error: cannot compile attribute 'backgroundColor' of a text view's <clipView> (a calibrated white 1 in toolsVersion 6751, which Apple's compiler archives as a catalog colour in 11762: other versions are not learnt): not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__ConnectionView.xib":
            "71:17: error: cannot compile class 'SPSplitView' (<splitView>): not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__DBView.xib":
            "71:9: error: cannot compile attribute 'identifier' of <customView>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__EncodingPopupView@aaba2be.xib":
            "52:7: error: cannot compile attribute 'NSCellFlags' of <textFieldCell>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__ExportDialog.xib":
            "77:21: error: cannot compile class 'NSTabView' (<tabView> without exactly one item holding a view): not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__FieldEditorSheet.xib":
            "119:21: error: cannot compile class 'NSBox' (<box> other than a primary box with a title at the top and a content view: not learnt): not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__MainMenu.xib":
            "107:29: error: cannot compile attribute 'toolTip' of <menuItem>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__MainMenu@5a194fd.xib":
            "42:11: error: cannot compile attribute 'menu' of <menuItem>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__MainWindow.xib":
            "28:21: error: cannot compile attribute 'misplaced' of <customView>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__MainWindow@2e1d1a8.xib":
            "37:4: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__Preferences.xib":
            "75:9: error: cannot compile attribute 'styleMask' of <window>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__PrintAccessory.xib":
            "16:9: error: cannot compile attribute 'userGuides' of <customView>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__PrintAccessory@aaba2be.xib":
            "52:7: error: cannot compile attribute 'NSCellFlags' of <buttonCell>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__ProgressIndicatorLayer.xib":
            "25:17: error: cannot compile attribute 'autoresizesSubviews' of <box>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__SSHQuestionDialog.xib":
            "39:21: error: cannot compile attribute 'tag' of <button> (no pair holds a button's tag: which object archives it is not learnt): not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__SSHQuestionDialog@daf9f39.xib":
            "42:7: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
        "xib/sequelpro__sequelpro/Interfaces__English.lproj__UserManagerView.xib":
            "34:9: error: cannot compile attribute 'deferred' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/SUStatus.xib":
            "41:4: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__Base.lproj__SUUpdateAlert.xib":
            "23:9: error: cannot compile attribute 'identifier' of <window> (no pair has one: NSUserInterfaceItemIdentifier is nil in all of them): not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__Base.lproj__SUUpdatePermissionPrompt.xib":
            "53:9: error: cannot compile class 'NSArrayController' (<arrayController>): not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__SUStatus.xib":
            "19:9: error: cannot compile attribute 'identifier' of <window> (no pair has one: NSUserInterfaceItemIdentifier is nil in all of them): not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__ar.lproj__SUUpdatePermissionPrompt.xib":
            "32:21: error: cannot compile attribute 'tag' of <button> (no pair holds a button's tag: which object archives it is not learnt): not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__en.lproj__SPUUpdatePermissionPrompt.xib":
            "28:21: error: cannot compile attribute 'tag' of <button> (no pair holds a button's tag: which object archives it is not learnt): not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__en.lproj__SUAutomaticUpdateAlert.xib":
            "36:21: error: cannot compile attribute 'allowsCharacterPickerTouchBarItem' of <textField> (its default in toolsVersion 11542: the pairs show it off up to 9059 and from 15505, on in 11762, and no other version): not encoded yet",
        "xib/sparkle-project__Sparkle/Sparkle__ja.lproj__SUUpdateAlert.xib":
            "27:9: error: cannot compile attribute 'identifier' of <window> (no pair has one: NSUserInterfaceItemIdentifier is nil in all of them): not encoded yet",
        "xib/sparkle-project__Sparkle/Test Application__English.lproj__MainMenu.xib":
            "96:25: error: cannot compile attribute 'textColor' of an editable <textFieldCell> (catalog 'textColor' in toolsVersion 5037.3: which colour ibtool archives is not learnt): not encoded yet",
        "xib/sparkle-project__Sparkle/TestApplication__SUInstallUpdateViewController.xib":
            "18:9: error: cannot compile attribute 'subviews' of <customView> (unconstrained subviews of different kinds not listed top first, whose order in Apple's nib is not learnt): not encoded yet",
        "xib/sparkle-project__Sparkle/TestApplication__SURemoteUpdateSettingsWindowController.xib":
            "19:9: error: cannot compile attribute 'initialPositionMask' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/TestApplication__SUUpdateSettingsWindowController.xib":
            "16:9: error: cannot compile attribute 'initialPositionMask' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/en.lproj__SUAutomaticUpdateAlert.xib":
            "41:4: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/en.lproj__SUPasswordPrompt.xib":
            "27:21: error: cannot compile class 'NSSecureTextField' (<secureTextField>): not encoded yet",
        "xib/sparkle-project__Sparkle/en.lproj__SUPasswordPrompt@4ba453f.xib":
            "41:4: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/en.lproj__SUUpdateAlert.xib":
            "51:4: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
        "xib/sparkle-project__Sparkle/en.lproj__SUUpdateAlert@d33cc1e.xib":
            "107:21: error: cannot compile attribute 'title' of <box> (a box without a title: not learnt): not encoded yet",
        "xib/sparkle-project__Sparkle/en.lproj__SUUpdatePermissionPrompt.xib":
            "42:4: error: cannot compile attribute 'NSWindowBacking' of <window>: not encoded yet",
    ]

    /// The corpus's AppKit documents outside `nib-pairs`, relative to the corpus folder.
    static var documents: [String] {
        guard let root = TestCorpus.root else { return [] }
        let files =
            TestCorpus.files(in: "xib", withExtension: "xib")
            + TestCorpus.files(in: "storyboard", withExtension: "storyboard")
        return files.filter(isAppKit).map { String($0.dropFirst(root.count + 1)) }
    }

    /// Whether the document at `path` targets AppKit (modern or legacy archive form).
    static func isAppKit(_ path: String) -> Bool {
        guard let document = try? XibCompiler().compile(contentsOf: path).document else { return false }
        return document.info.platform.isAppKit
    }

    @Test func everyDocumentIsListed() {
        let documents = Set(Self.documents)
        #expect(documents.count == 60)
        #expect(documents == Self.compiling.union(Self.refused.keys))
        #expect(Self.compiling.isDisjoint(with: Self.refused.keys))
    }

    @Test(arguments: CompileAppKitDocumentsTests.documents)
    func documentCompilesOrIsRefused(_ relative: String) throws {
        let path = TestCorpus.path(relative)
        let document = try XibCompiler().compile(contentsOf: path).document
        let encoder = AppKitNibEncoder(document: document, file: path)
        let graph: NibArchiveGraph
        do { graph = try encoder.encode() } catch {
            let first = try #require(error.issues.first)
            #expect(first.location?.file == path)
            let reason = first.diagnostic.description.replacingOccurrences(of: path + ":", with: "")
            #expect(Self.refused[relative] == reason, "\(relative) refused: \(reason)")
            #expect(encoder.coverage() == error.issues)
            return
        }
        #expect(Self.compiling.contains(relative), "\(relative) now compiles: move it to compiling")
        let bytes = NibArchiveWriter.bytes(of: graph)
        #expect(NibArchiveWriter.bytes(of: try encoder.encode()) == bytes, "\(relative): output not deterministic")
        let archive = try NibArchiveReader.read(bytes)
        let reading = CompiledNibReading(archive)
        #expect(reading.hasAppKitRoot, "\(relative): no IB.objectdata holding an NSIBObjectData")
        checkConnections(document, reading, relative)
        checkClasses(document, reading, relative)
    }

    /// One connector per connection: outlets and actions by name, bindings by number.
    func checkConnections(_ document: NibDocument, _ reading: CompiledNibReading, _ relative: String) {
        func names(_ kind: NibConnection.Kind) -> [String] {
            document.connections.filter { $0.kind == kind }.map(\.name).sorted()
        }
        #expect(reading.connectorLabels("NSNibOutletConnector") == names(.outlet), "\(relative): outlets")
        #expect(reading.connectorLabels("NSNibControlConnector") == names(.action), "\(relative): actions")
        #expect(
            reading.connectorLabels("NSNibBindingConnector").count == names(.binding).count, "\(relative): bindings")
        #expect(reading.connectors.count == document.connections.count, "\(relative): connectors")
    }

    /// Every custom class of an object (not a placeholder) is named in the nib: as a class of
    /// the class table or as an archived class name.
    func checkClasses(_ document: NibDocument, _ reading: CompiledNibReading, _ relative: String) {
        let named = reading.classNames
        for object in document.objects {
            guard let custom = object.customClass else { continue }
            // A Swift class created directly is named by its runtime name (`_TtC6Module5Class`).
            let runtimeSuffix = "\(custom.utf8.count)\(custom)"
            let found = named.contains(custom) || named.contains { $0.hasPrefix("_TtC") && $0.hasSuffix(runtimeSuffix) }
            #expect(found, "\(relative): class \(custom) of \(object.id) not in the nib")
        }
    }
}
