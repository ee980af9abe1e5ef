import Foundation
import NibManifest
import NibModel
import Testing

@testable import NibCodeGen

/// The storyboard flow of `FixtureXibs/Contacts.storyboard` driven end to end in the consumer
/// package: converted, generated, compiled with app classes, instantiated through the typed
/// accessor; a tab bar around a navigation controller, list → detail through a typed `show`
/// segue and typed `prepare`, a modal settings screen closed by an unwind segue.
enum StoryboardFlow {
    static let target = "StoryboardFlow"

    static let app = """
        import NibObjects
        import NibRuntime

        struct Contact { var name: String; var phone: String }

        final class Transcript {
            private(set) var lines: [String] = []
            func log(_ line: String) { lines.append(line) }
        }

        final class ContactListViewController: ContactListViewControllerBase, ContactListViewControllerActions {
            var contacts: [Contact] = []
            var transcript: Transcript?
            private(set) var selected: Contact?
            private(set) var compactRows = false

            func select(at index: Int) throws(NibError) {
                selected = contacts[index]
                try performSegue(.showContact, sender: self)
            }

            override func prepare(for segue: NibStoryboardSegue, sender: AnyObject?) {
                switch typedSegue(segue) {
                case .showContact(let detail):
                    detail.contact = selected
                case .openSettings(let navigation):
                    (navigation.topViewController as? SettingsViewController)?.compact = compactRows
                case .other:
                    break
                }
            }

            func closeSettings(_ segue: NibStoryboardSegue) {
                guard let settings = segue.source as? SettingsViewController else { return }
                compactRows = settings.compact
                transcript?.log("settings closed by unwind, compact rows \\(compactRows ? "on" : "off")")
            }
        }

        final class ContactDetailViewController: ContactDetailViewControllerBase, ContactDetailViewControllerActions {
            var contact: Contact? {
                didSet {
                    nameLabel?.text = contact?.name
                    phoneLabel?.text = contact?.phone
                }
            }
        }

        final class SettingsViewController: SettingsViewControllerBase, SettingsViewControllerActions {
            var compact = false
            func compactChanged(_ sender: NibControl) { compact.toggle() }
        }

        """

    static func main(manifest: String) -> String {
        """
        import NibObjects
        import NibRuntime

        let transcript = Transcript()
        func run(_ transcript: Transcript) throws(NibError) {
            let storyboard = ContactsStoryboard(try NibStoryboard(contentsOf: \(SwiftLiteral.string(manifest))))
            let tabs = try storyboard.instantiateInitial()
            transcript.log("tabs: \\(tabs.viewControllers.map { String(describing: type(of: $0)) }.joined(separator: ", "))")
            guard let navigation = tabs.viewControllers.first as? NibNavigationController,
                  let list = navigation.topViewController as? ContactListViewController else {
                transcript.log("FAIL no contact list in the first tab")
                return
            }
            list.transcript = transcript
            list.contacts = [Contact(name: "Ada", phone: "555-0199"), Contact(name: "Grace", phone: "555-0142")]
            try list.select(at: 1)
            let detail = navigation.topViewController as? ContactDetailViewController
            transcript.log("pushed: \\(navigation.viewControllers.count) deep, detail shows \\(detail?.nameLabel?.text ?? "?") \\(detail?.phoneLabel?.text ?? "?")")
            _ = list.settingsButton?.performClick()
            let settings = (list.presentedViewController as? NibNavigationController)?.topViewController as? SettingsViewController
            transcript.log("presented: \\(settings.map { String(describing: type(of: $0)) } ?? "nothing")")
            _ = settings?.compactSwitch?.sendActions(for: "valueChanged")
            _ = settings?.doneButton?.performClick()
            transcript.log("after unwind: \\(list.presentedViewController.map { String(describing: type(of: $0)) } ?? "nothing presented")")
            let direct = try storyboard.instantiateContactDetail()
            transcript.log("by identifier: \\(type(of: direct))")
        }
        do { try run(transcript) } catch { transcript.log("FAIL \\(error)") }
        for line in transcript.lines { print(line) }

        """
    }

    static func write(_ generator: NibCodeGenerator, _ expected: inout Set<String>) throws {
        let input = try TestSupport.compile(TestSupport.fixtures + "/Contacts.storyboard")
        let manifest = "Manifests/\(target)/Contacts.storyboard.json"
        try ConsumerPackageTests.write(ManifestWriter.string(for: input.document), manifest, &expected)
        let generated = try generator.generate([input])[0]
        try ConsumerPackageTests.write(generated.contents, "Sources/\(target)/\(generated.name)", &expected)
        try ConsumerPackageTests.write(app, "Sources/\(target)/App.swift", &expected)
        try ConsumerPackageTests.write(
            main(manifest: ConsumerPackageTests.work + "/" + manifest), "Sources/\(target)/main.swift", &expected)
    }
}

extension ConsumerPackageTests {
    @Test func storyboardFlowRunsThroughTheTypedAccessorSeguesAndUnwind() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build(StoryboardFlow.target)
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.joined(separator: "\n"))")
        guard build.status == 0 else { return }
        let run = try TestSupport.run([Self.work + "/.build/debug/\(StoryboardFlow.target)"], in: Self.work)
        #expect(
            run.output == """
                tabs: NibNavigationController, NibViewController
                pushed: 2 deep, detail shows Grace 555-0142
                presented: SettingsViewController
                settings closed by unwind, compact rows on
                after unwind: nothing presented
                by identifier: ContactDetailViewController

                """)
    }
}
