import Foundation
import NibModel
import Testing

@testable import NibCodeGen

/// App code written against the generated code of the hand-built storyboard
/// (``StoryboardFixtures/contacts(file:)``): a correct app, and apps with the mistakes the
/// generated shape turns into compile errors.
enum StoryboardCompileTimeGuarantees {
    static let header = "import NibObjects\nimport NibRuntime\n\n"

    static let list = """
        final class ContactListViewController: ContactListViewControllerBase, ContactListViewControllerActions {
            var selection = ""
            private(set) var prepared: [String] = []
            override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {
                switch typedSegue(segue) {
                case .showContact(let detail): detail.contact = selection
                case .openSettings(let navigation): prepared.append("settings in \\(type(of: navigation))")
                case .other: break
                }
            }
            func closeSettings(_ segue: NibStoryboardSegue) {}
        }

        """
    static let detail = """
        final class ContactDetailViewController: ContactDetailViewControllerBase, ContactDetailViewControllerActions {
            var contact = ""
        }

        """
    static let settings = """
        final class SettingsViewController: SettingsViewControllerBase, SettingsViewControllerActions {
            func compactChanged(_ sender: NibControl) {}
        }

        """
    static let fade = "final class FadeSegue: NibStoryboardSegue {}\n"

    /// Target name → its files (besides the generated one).
    static var apps: [String: [String: String]] {
        let main = "_ = ContactsStoryboard.registry\n"
        return [
            "StoryboardConforming": ["App.swift": header + list + detail + settings + fade, "main.swift": main],
            "StoryboardMissingUnwind": [
                "App.swift": header
                    + list.replacingOccurrences(
                        of: "    func closeSettings(_ segue: NibStoryboardSegue) {}\n", with: "")
                    + detail + settings + fade,
                "main.swift": main,
            ],
            "StoryboardMissingAction": [
                "App.swift": header + list + detail
                    + settings.replacingOccurrences(of: "    func compactChanged(_ sender: NibControl) {}\n", with: "")
                    + fade,
                "main.swift": main,
            ],
            "StoryboardMisspelledUnwind": [
                "App.swift": header
                    + list.replacingOccurrences(of: "func closeSettings(", with: "func closeSetings(")
                    + detail + settings + fade,
                "main.swift": main,
            ],
            "StoryboardUndefinedClass": ["App.swift": header + list + detail + fade, "main.swift": main],
            "StoryboardWrongClassKind": [
                "App.swift": header + list
                    + "final class ContactDetailViewController: NibViewController { var contact = \"\" }\n"
                    + settings + fade,
                "main.swift": main,
            ],
            "StoryboardUndefinedSegueClass": ["App.swift": header + list + detail + settings, "main.swift": main],
            "StoryboardWrongDestinationType": [
                "App.swift": header
                    + list.replacingOccurrences(
                        of: "detail.contact = selection", with: "let _: SettingsViewController = detail")
                    + detail + settings + fade,
                "main.swift": main,
            ],
        ]
    }

    /// Writes the targets into the consumer package.
    static func write(_ generator: NibCodeGenerator, _ expected: inout Set<String>) throws {
        let generated = try generator.generate([
            GeneratorInput(path: "Contacts.storyboard", document: StoryboardFixtures.contacts())
        ])[0]
        for (name, files) in apps {
            try ConsumerPackageTests.write(generated.contents, "Sources/\(name)/\(generated.name)", &expected)
            for (file, text) in files { try ConsumerPackageTests.write(text, "Sources/\(name)/\(file)", &expected) }
        }
    }
}

extension ConsumerPackageTests {
    func storyboardBuild(_ target: String) throws -> (status: Int32, diagnostics: String) {
        _ = try Self.preparedTargets()
        let build = try Self.build(target)
        return (build.status, Self.diagnostics(build.output).joined(separator: "\n"))
    }

    @Test func storyboardAppWithEveryClassActionAndUnwindBuildsWithoutWarnings() throws {
        let build = try storyboardBuild("StoryboardConforming")
        #expect(build.status == 0 && build.diagnostics.isEmpty, "\(build.diagnostics)")
    }

    /// The hand-built storyboard's lines: ContactDetailViewController at 40, SettingsViewController
    /// at 60, the unwind segue to `closeSettings:` at 64, the `FadeSegue` segue at 65, the
    /// `compactChanged:` action at 67.
    @Test func missingUnwindActionIsACompileErrorWithTheRequirementOnTheUnwindSeguesLine() throws {
        let build = try storyboardBuild("StoryboardMissingUnwind")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(
                /App\.swift:\d+:\d+: error: type 'ContactListViewController' does not conform to protocol 'ContactListViewControllerActions'/
            ),
            "\(build.diagnostics)")
        #expect(
            build.diagnostics.contains(/Contacts\.storyboard:64:\d+: note: protocol requires function 'closeSettings'/),
            "\(build.diagnostics)")
        Self.expectNothingInGeneratedStoryboardFiles(build.diagnostics)
    }

    @Test func misspelledUnwindActionIsACompileErrorWithTheRequirementOnTheUnwindSeguesLine() throws {
        let build = try storyboardBuild("StoryboardMisspelledUnwind")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(
                /App\.swift:\d+:\d+: error: type 'ContactListViewController' does not conform to protocol 'ContactListViewControllerActions'/
            ),
            "\(build.diagnostics)")
        #expect(
            build.diagnostics.contains(/Contacts\.storyboard:64:\d+: note: protocol requires function 'closeSettings'/),
            "\(build.diagnostics)")
        Self.expectNothingInGeneratedStoryboardFiles(build.diagnostics)
    }

    @Test func missingSceneControllerActionIsACompileErrorOnTheActionsLine() throws {
        let build = try storyboardBuild("StoryboardMissingAction")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(
                /Contacts\.storyboard:67:\d+: note: protocol requires function 'compactChanged'/),
            "\(build.diagnostics)")
        Self.expectNothingInGeneratedStoryboardFiles(build.diagnostics)
    }

    @Test func undefinedSceneClassIsACompileErrorOnTheControllersLine() throws {
        let build = try storyboardBuild("StoryboardUndefinedClass")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(
                /Contacts\.storyboard:60:\d+: error: cannot find 'SettingsViewController' in scope/),
            "\(build.diagnostics)")
        Self.expectNothingInGeneratedStoryboardFiles(build.diagnostics, naming: "SettingsViewController", onLines: [60])
    }

    @Test func sceneClassOfTheWrongKindIsACompileErrorOnTheControllersLine() throws {
        let build = try storyboardBuild("StoryboardWrongClassKind")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(
                /Contacts\.storyboard:40:\d+: error: .*'ContactDetailViewController'.*'any ContactDetailViewControllerActions'/
            ),
            "\(build.diagnostics)")
        Self.expectNothingInGeneratedStoryboardFiles(build.diagnostics)
    }

    @Test func undefinedSegueClassIsACompileErrorOnTheSeguesLine() throws {
        let build = try storyboardBuild("StoryboardUndefinedSegueClass")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(/Contacts\.storyboard:65:\d+: error: cannot find 'FadeSegue' in scope/),
            "\(build.diagnostics)")
        Self.expectNothingInGeneratedStoryboardFiles(build.diagnostics, naming: "FadeSegue", onLines: [65])
    }

    /// Compile errors a storyboard causes are reported on the storyboard's lines, never inside
    /// the generated file; the errors naming `name` (when given) are one per line in `lines` of
    /// the storyboard, in that order: one per place the document uses the class.
    static func expectNothingInGeneratedStoryboardFiles(
        _ diagnostics: String, naming name: String? = nil, onLines lines: [Int] = []
    ) {
        #expect(!diagnostics.contains("+Storyboard.swift:"), "\(diagnostics)")
        guard let name else { return }
        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error:") && $0.contains("'\(name)'") }
        #expect(errors.count == lines.count, "\(diagnostics)")
        for (error, line) in zip(errors, lines) {
            #expect(error.hasPrefix("Contacts.storyboard:\(line):"), "\(diagnostics)")
        }
    }

    @Test func typedSegueDestinationIsTheDestinationsClass() throws {
        let build = try storyboardBuild("StoryboardWrongDestinationType")
        #expect(build.status != 0)
        #expect(
            build.diagnostics.contains(
                "cannot convert value of type 'ContactDetailViewController' to specified type 'SettingsViewController'"),
            "\(build.diagnostics)")
    }
}
