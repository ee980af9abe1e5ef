import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// Button cells and placeholders beyond what the pairs hold, on pairs changed by one attribute:
/// a key equivalent (Return, Escape, a letter) is archived as the cell's `NSKeyEquivalent`
/// string, the key every button cell of the pairs carries (empty there), and one with modifier
/// keys is refused; a control size sets the cell's `NSCellFlags2` bits and the control's
/// `NSControlSize`; a disabled cell sets its `NSCellFlags` bit 0x20000000 and the control's
/// `NSEnabled` false; File's Owner of a class in a module is refused with its reason.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileButtonCellTests {
    /// The pairs that compile equal and hold a push button: the documents the tests change.
    static var pushButtonPairs: [String] {
        AppKitPairEditing.pairs(holding: ["<buttonCell key=\"cell\" type=\"push\""]).filter { path in
            let name = String(path.split(separator: "/").last!.dropLast(4))
            return CompileCorpusTests.equalPairs.contains(name)
        }
    }

    /// `text` with `addition` inside its first push button cell, before its closing tag.
    static func withFirstPushCell(_ text: String, holding addition: String) -> String? {
        guard let start = text.range(of: "<buttonCell key=\"cell\" type=\"push\""),
            let end = text.range(of: "</buttonCell>", range: start.upperBound..<text.endIndex)
        else { return nil }
        return text.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// The `NSKeyEquivalent` strings of the archive's button cells, in object order.
    static func keyEquivalents(_ archive: NibArchiveFile) -> [String] {
        archive.objects.filter { $0.className == "NSButtonCell" }.compactMap { cell in
            guard case .object(let string)? = cell.value(forKey: "NSKeyEquivalent"),
                case .data(let bytes)? = archive.objects[string].value(forKey: "NS.bytes")
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The archive's objects of `className` whose `key` is `value`.
    static func count(_ archive: NibArchiveFile, _ className: String, _ key: String, _ value: NibArchiveValue.Kind)
        -> Int
    {
        archive.objects.filter { $0.className == className && $0.value(forKey: key) == value }.count
    }

    @Test func theCorpusHasPushButtonPairs() {
        #expect(!Self.pushButtonPairs.isEmpty)
    }

    @Test(arguments: CompileButtonCellTests.pushButtonPairs)
    func returnKeyIsArchivedAsTheCellsKeyEquivalent(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = try #require(
            Self.withFirstPushCell(text, holding: "<string key=\"keyEquivalent\" base64-UTF8=\"YES\">DQ</string>"))
        let document = try XibCompiler().compile(bytes: Array(changed.utf8), path: path).document
        let graph = try AppKitNibEncoder(document: document, file: path).encode()
        let compiled = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let keys = Self.keyEquivalents(compiled)
        #expect(keys.filter { $0 == "\r" }.count == 1, "\(path): \(keys)")
        #expect(keys.allSatisfy { $0 == "\r" || $0.isEmpty }, "\(path): \(keys)")
    }

    @Test(arguments: CompileButtonCellTests.pushButtonPairs)
    func modifierKeysAreRefused(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let addition =
            "<string key=\"keyEquivalent\">d</string><modifierMask key=\"keyEquivalentModifierMask\" command=\"YES\"/>"
        let changed = try #require(Self.withFirstPushCell(text, holding: addition))
        let issues = try AppKitPairEditing.issues(changed, path: path)
        let messages = issues.map(\.diagnostic.description)
        #expect(issues.count == 1, "\(path): \(messages)")
        #expect(
            messages.first?.contains(
                "cannot compile attribute 'keyEquivalentModifierMask' of <buttonCell> (modifier keys of a button's key equivalent"
            ) == true, "\(path): \(messages)")
    }

    @Test(arguments: CompileButtonCellTests.pushButtonPairs)
    func smallControlSizeSetsTheCellBitsAndTheControlKey(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let tag = "<buttonCell key=\"cell\" type=\"push\""
        let changed = text.replacingOccurrences(of: tag, with: tag + " controlSize=\"small\"")
        let document = try XibCompiler().compile(bytes: Array(changed.utf8), path: path).document
        let graph = try AppKitNibEncoder(document: document, file: path).encode()
        let compiled = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let pushCells = text.components(separatedBy: tag).count - 1
        let smallCells = compiled.objects.filter { object in
            guard object.className == "NSButtonCell" else { return false }
            switch object.value(forKey: "NSCellFlags2") {
            case .int32(let bits)?: return bits & 0x2_0000 != 0
            case .int64(let bits)?: return bits & 0x2_0000 != 0
            default: return false
            }
        }
        #expect(smallCells.count == pushCells, "\(path)")
        #expect(Self.count(compiled, "NSButton", "NSControlSize", .int8(1)) == pushCells, "\(path)")
    }

    @Test func controlAndCellDisagreeingIsRefused() throws {
        let path = try #require(Self.pushButtonPairs.first)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "<button ", with: "<button enabled=\"NO\" ")
            .replacingOccurrences(
                of: "<buttonCell key=\"cell\" type=\"push\"",
                with: "<buttonCell key=\"cell\" type=\"push\" enabled=\"YES\"")
        let messages = try AppKitPairEditing.issues(changed, path: path).map(\.diagnostic.description)
        #expect(!messages.isEmpty)
        #expect(
            messages.allSatisfy {
                $0.contains("cannot compile attribute 'enabled' of <button> (its cell says otherwise)")
            },
            "\(messages)")
    }

    @Test func fileOwnerInAModuleIsRefusedOnce() throws {
        let path = try #require(Self.pushButtonPairs.first)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let owner = "userLabel=\"File's Owner\""
        #expect(text.contains(owner))
        let changed = text.replacingOccurrences(
            of: owner, with: owner + " customModule=\"App\" customModuleProvider=\"target\"")
        let messages = try AppKitPairEditing.issues(changed, path: path).map(\.diagnostic.description)
        #expect(messages.count == 1, "\(messages)")
        #expect(
            messages.first?.contains(
                "cannot compile attribute 'customModule' of <customObject> (a placeholder whose class is in a module")
                == true, "\(messages)")
    }

    /// Whether `object`'s `NSCellFlags` has `bit`.
    static func hasCellFlag(_ object: NibArchiveObject, _ bit: Int64) -> Bool {
        switch object.value(forKey: "NSCellFlags") {
        case .int8(let bits)?: return Int64(bits) & bit != 0
        case .int16(let bits)?: return Int64(bits) & bit != 0
        case .int32(let bits)?: return Int64(bits) & bit != 0
        case .int64(let bits)?: return bits & bit != 0
        default: return false
        }
    }

    @Test(arguments: [
        ("<buttonCell key=\"cell\" type=\"push\" ", "NSButton", "NSButtonCell"),
        ("<popUpButtonCell key=\"cell\" ", "NSPopUpButton", "NSPopUpButtonCell"),
        ("<textFieldCell key=\"cell\" ", "NSTextField", "NSTextFieldCell"),
        // `enabled` on the control element: the same state, kept by the cell.
        ("<button ", "NSButton", "NSButtonCell"),
        ("<textField ", "NSTextField", "NSTextFieldCell"),
    ])
    func disabledCellsClearTheControlsEnabledKey(_ tag: String, _ control: String, _ cellClass: String) throws {
        let pairs = AppKitPairEditing.pairs(holding: [tag]).filter { path in
            CompileCorpusTests.equalPairs.contains(String(path.split(separator: "/").last!.dropLast(4)))
        }
        #expect(!pairs.isEmpty)
        for path in pairs {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let cells = text.components(separatedBy: tag).count - 1
            let changed = text.replacingOccurrences(of: tag, with: tag + "enabled=\"NO\" ")
            let document = try XibCompiler().compile(bytes: Array(changed.utf8), path: path).document
            let graph = try AppKitNibEncoder(document: document, file: path).encode()
            let compiled = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
            // A cell of a custom class is an `NSClassSwapper` holding the cell's keys.
            let classes: Set = [cellClass, "NSClassSwapper"]
            let disabled = compiled.objects.filter {
                classes.contains($0.className) && Self.hasCellFlag($0, 0x2000_0000)
            }
            #expect(disabled.count == cells, "\(path)")
            #expect(Self.count(compiled, control, "NSEnabled", .bool(false)) == cells, "\(path)")
            let original = try NibArchiveFile.read(contentsOf: String(path.dropLast(4)) + ".nib")
            #expect(!original.objects.contains { classes.contains($0.className) && Self.hasCellFlag($0, 0x2000_0000) })
        }
    }
}
