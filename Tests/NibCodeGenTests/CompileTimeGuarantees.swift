import Foundation
import NibModel
import Testing

@testable import NibCodeGen

/// App code written against the generated code of `FixtureXibs/ProfileEditor.xib`: one correct
/// app, and apps with the mistakes the generated shape turns into compile errors.
enum CompileTimeGuarantees {
    static let header = "import NibObjects\nimport NibRuntime\n\n"

    static let controller = """
        /// The app's own class: stored state of its own, actions calling ordinary methods.
        final class ProfileEditorController: ProfileEditorControllerBase, ProfileEditorControllerActions {
            private(set) var saveCount = 0
            private(set) var edits = 0
            private(set) var lastEvent: String?

            func nameChanged(_ sender: NibTextField, forEvent event: NibEvent?) {
                edits += 1
                lastEvent = event?.type
            }
            func reset() { saveCount = 0 }
            func save(_ sender: NibButton) { saveCount += 1 }
            func save(_ sender: NibButton, withEvent event: NibEvent?) { save(sender) }
        }

        """
    static let session = """
        final class ProfileSession: ProfileSessionBase, ProfileSessionActions {
            private(set) var defaults = 0
            func `default`(_ sender: NibButton) { defaults += 1 }
        }

        """
    static let cell = """
        final class AvatarCell: AvatarCellBase, AvatarCellActions {
            func toggled(_ sender: FancySwitch) {}
        }

        """
    static let fancySwitch = "final class FancySwitch: NibControl {}\n"

    /// Loads the fixture's manifest, instantiates it, and exercises outlets and actions.
    static func main(manifest: String) -> String {
        """
        import NibModel
        import NibObjects
        import NibRuntime

        let owner = ProfileEditorController()
        let session = ProfileSession()
        do {
            let nib = try Nib(contentsOf: \(SwiftLiteral.string(manifest)))
            let objects = try ProfileEditorNib.instantiate(nib, owner: owner, sessionStore: session, trackerΒXCPathEnd: NibStandardObject())
            print("fields \\(owner.fields.count)")
            print("class is label \\(owner.`class` != nil)")
            print("session editor is owner \\(session.editor === owner)")
            print("cell toggle \\(objects.avatarCell.toggle != nil)")
            let button = NibButton(frame: NibRect(x: 0, y: 0, width: 1, height: 1))
            print("save handled \\(owner.nibPerformAction("save:", sender: button)) count \\(owner.saveCount)")
            print("wrong sender handled \\(owner.nibPerformAction("save:", sender: NibResponder())) count \\(owner.saveCount)")
            print("unknown handled \\(owner.nibPerformAction("nothing:", sender: button))")
            owner._nameField?.sendActions(for: "editingChanged")
            print("edits \\(owner.edits) event \\(owner.lastEvent ?? "none")")
        } catch {
            print("FAIL \\(error)")
        }

        """
    }

    static var manifestPath: String { ConsumerPackageTests.work + "/Manifests/Guarantees/ProfileEditor.nib.json" }

    /// Target name → its files (besides the generated one).
    static var apps: [String: [String: String]] {
        [
            "GuaranteeConforming": [
                "App.swift": header + controller + session + cell + fancySwitch,
                "main.swift": main(manifest: manifestPath),
            ],
            "GuaranteeMissingAction": [
                "App.swift": header + controller.replacing("    func reset() { saveCount = 0 }\n", with: "")
                    + session + cell + fancySwitch,
                "main.swift": "_ = ProfileEditorController()\n",
            ],
            "GuaranteeWrongOutletType": [
                "App.swift": header + controller + session + cell + fancySwitch + """
                    extension ProfileEditorController {
                        func nameButton() -> NibButton? { _nameField }
                    }

                    """,
                "main.swift": "_ = ProfileEditorController()\n",
            ],
            "GuaranteeWrongOutletClass": [
                "App.swift": header + controller + session + cell + "final class FancySwitch: NibLabel {}\n",
                "main.swift": "_ = ProfileEditorController()\n",
            ],
            "GuaranteeUndefinedClass": [
                "App.swift": header + controller + session
                    + cell.replacing("FancySwitch", with: "NibControl"),
                "main.swift": "_ = ProfileEditorController()\n",
            ],
        ]
    }
}

extension ConsumerPackageTests {
    @Test func correctAppBuildsAndItsOutletsAndActionsWork() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build("GuaranteeConforming")
        #expect(build.status == 0, "\(Self.diagnostics(build.output).joined(separator: "\n"))")
        let run = try TestSupport.run([Self.work + "/.build/debug/GuaranteeConforming"], in: Self.work)
        #expect(
            run.output == """
                fields 2
                class is label true
                session editor is owner true
                cell toggle true
                save handled true count 1
                wrong sender handled false count 1
                unknown handled false
                edits 1 event editingChanged

                """)
    }

    @Test func publicAccessVariantBuildsWithoutWarnings() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build("GuaranteePublicAccess")
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.joined(separator: "\n"))")
    }

    /// Compile errors a document causes are reported on the document's line, once, never inside
    /// the generated file.
    static func expectNothingInGeneratedFiles(_ diagnostics: String) {
        #expect(!diagnostics.contains("+Nib.swift:"), "\(diagnostics)")
        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(Set(errors).count == errors.count, "\(diagnostics)")
    }

    @Test func missingActionIsACompileErrorNamingTheActionAndTheXibLine() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build("GuaranteeMissingAction")
        let diagnostics = Self.diagnostics(build.output).joined(separator: "\n")
        #expect(build.status != 0)
        #expect(
            diagnostics.contains(
                /App\.swift:\d+:\d+: error: type 'ProfileEditorController' does not conform to protocol 'ProfileEditorControllerActions'/
            ),
            "\(diagnostics)")
        // The requirement points at the line that connects the action (ProfileEditor.xib:49).
        #expect(
            diagnostics.contains(/ProfileEditor\.xib:49:\d+: note: protocol requires function 'reset\(\)'/),
            "\(diagnostics)")
        Self.expectNothingInGeneratedFiles(diagnostics)
    }

    @Test func wrongOutletTypeInAppCodeIsACompileErrorNamingBothTypes() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build("GuaranteeWrongOutletType")
        let diagnostics = Self.diagnostics(build.output).joined(separator: "\n")
        #expect(build.status != 0)
        #expect(
            diagnostics.contains(
                /App\.swift:\d+:\d+: error: cannot convert return expression of type 'NibTextField\?' to return type 'NibButton\?'/
            ),
            "\(diagnostics)")
    }

    @Test func appClassOfTheWrongKindIsACompileErrorOnTheXibLine() throws {
        // The document makes FancySwitch a switch (ProfileEditor.xib:63); the app declares a label.
        _ = try Self.preparedTargets()
        let build = try Self.build("GuaranteeWrongOutletClass")
        let diagnostics = Self.diagnostics(build.output).joined(separator: "\n")
        #expect(build.status != 0)
        #expect(
            diagnostics.contains(/ProfileEditor\.xib:63:\d+: error: .*'FancySwitch'.*'NibControl'/), "\(diagnostics)")
        Self.expectNothingInGeneratedFiles(diagnostics)
    }

    @Test func undefinedCustomClassIsACompileErrorOnEachXibLineThatUsesIt() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build("GuaranteeUndefinedClass")
        let diagnostics = Self.diagnostics(build.output).joined(separator: "\n")
        #expect(build.status != 0)
        // Declared at ProfileEditor.xib:63, the outlet `toggle` at :73, the action `toggled:` at :66.
        #expect(
            diagnostics.contains(/ProfileEditor\.xib:63:\d+: error: cannot find 'FancySwitch' in scope/),
            "\(diagnostics)")
        #expect(
            diagnostics.contains(/ProfileEditor\.xib:73:\d+: error: cannot find type 'FancySwitch' in scope/),
            "\(diagnostics)")
        #expect(
            diagnostics.contains(/ProfileEditor\.xib:66:\d+: error: cannot find type 'FancySwitch' in scope/),
            "\(diagnostics)")
        #expect(!diagnostics.contains("+Nib.swift:"), "\(diagnostics)")
    }
}
