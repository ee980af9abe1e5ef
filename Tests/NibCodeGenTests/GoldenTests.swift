import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// Generated Swift for a handful of real documents, compared byte for byte with reviewed files in
/// `Goldens/`. After an intended change, re-record them and review the diff:
///
///     NIB_RECORD_GOLDENS=1 swift test --filter Golden
@Suite struct GoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var golden: String
        var xib: String
        var access: GeneratorOptions.Access = .internal
        var scaffold = false
        var testDescription: String { golden }
    }

    /// Real documents kept in the repository, so the goldens run without the corpus.
    static let corpus = TestSupport.realWorld + "/"
    static let cases: [Case] = [
        // iOS: File's Owner with an outlet collection and actions with control events.
        Case(
            golden: "HudDemoViewController+Nib.swift",
            xib: corpus + "jdg__MBProgressHUD/Demo__en.lproj__HudDemoViewController.xib"),
        // iOS: a table view cell with a custom class as the top-level object.
        Case(
            golden: "SettingsAccountTableViewCell+Nib.swift",
            xib: corpus + "Ranchero-Software__NetNewsWire/iOS__Settings__SettingsAccountTableViewCell.xib"),
        // iOS: a collection view cell whose custom class has outlets, and custom views inside it.
        Case(
            golden: "JSQMessagesCollectionViewCellIncoming+Nib.swift",
            xib: corpus
                + "jessesquires__JSQMessagesViewController/JSQMessagesViewController__Views__JSQMessagesCollectionViewCellIncoming.xib"
        ),
        // macOS: window controller owner with `_`-prefixed outlets and button actions.
        Case(
            golden: "SUUpdateAlert+Nib.swift",
            xib: corpus + "sparkle-project__Sparkle/Sparkle__Base.lproj__SUUpdateAlert.xib"),
        // macOS: a sheet whose owner's outlets and actions target a window.
        Case(
            golden: "RenameSheet+Nib.swift",
            xib: corpus + "Ranchero-Software__NetNewsWire/Mac__Base.lproj__RenameSheet.xib"),
        // Fixture: custom placeholders (typed external objects), keyword and invalid outlet names,
        // collisions, every selector form, hostile strings.
        Case(golden: "ProfileEditor+Nib.swift", xib: TestSupport.fixtures + "/ProfileEditor.xib"),
        Case(
            golden: "ProfileEditor+Nib.public.swift", xib: TestSupport.fixtures + "/ProfileEditor.xib", access: .public),
        Case(golden: "ProfileEditor.scaffold.swift", xib: TestSupport.fixtures + "/ProfileEditor.xib", scaffold: true),
    ]

    @Test(arguments: cases)
    func generatedSourceMatchesGolden(_ testCase: Case) throws {
        // Named relative to the package root, as a build would name it, so the line directives
        // in the golden files do not depend on where the package is checked out.
        let compiled = try TestSupport.compile(testCase.xib)
        let relative =
            testCase.xib.hasPrefix(TestSupport.packageRoot + "/")
            ? String(testCase.xib.dropFirst(TestSupport.packageRoot.count + 1)) : testCase.xib
        let input = GeneratorInput(path: relative, document: compiled.document)
        let generator = try NibCodeGenerator(options: GeneratorOptions(access: testCase.access))
        let files = testCase.scaffold ? try generator.scaffold([input]) : try generator.generate([input])
        let actual =
            testCase.scaffold
            ? files.map { "// ==== \($0.name)\n" + $0.contents }.joined(separator: "\n")
            : files[0].contents
        // Identical input gives byte-identical output.
        let again = testCase.scaffold ? try generator.scaffold([input]) : try generator.generate([input])
        #expect(again == files)

        let path = TestSupport.goldens + "/" + testCase.golden + ".golden"
        #expect(
            try GoldenFile.matches(actual, at: path),
            "differs from \(testCase.golden).golden; re-record with NIB_RECORD_GOLDENS=1 swift test --filter Golden and review the diff"
        )
    }
}
