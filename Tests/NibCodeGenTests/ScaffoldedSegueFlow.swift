import Foundation
import NibManifest
import NibModel
import Testing

@testable import NibCodeGen

/// The hand-built storyboard (``StoryboardFixtures/contacts(file:)``) with nothing but generated
/// and scaffolded code, built and run in the consumer package: the scaffolded custom segue class
/// (`FadeSegue`, whose `perform()` calls `super.perform()`) presents its destination modally,
/// and `dismiss()` on the presented navigation controller's child closes what it should.
enum ScaffoldedSegueFlow {
    static let target = "StoryboardScaffolded"

    static func main(manifest: String) -> String {
        """
        import NibObjects
        import NibRuntime

        func name(_ controller: NibViewController?) -> String {
            controller.map { String(describing: type(of: $0)) } ?? "nothing"
        }

        func run() throws(NibError) {
            let storyboard = ContactsStoryboard(try NibStoryboard(contentsOf: \(SwiftLiteral.string(manifest))))
            let tabs = try storyboard.instantiateInitial()
            guard let navigation = tabs.viewControllers.first as? NibNavigationController,
                let list = navigation.topViewController as? ContactListViewController
            else {
                print("FAIL no contact list in the first tab")
                return
            }
            try list.performSegue(withIdentifier: "open settings", sender: nil)
            guard let settingsNavigation = tabs.presentedViewController as? NibNavigationController,
                let settings = settingsNavigation.topViewController as? SettingsViewController
            else {
                print("FAIL settings not presented")
                return
            }
            print("settings presented by \\(name(settingsNavigation.presentingViewController))")
            try settings.performSegue(withIdentifier: "default", sender: nil)
            let faded = settingsNavigation.presentedViewController
            print("custom segue presented \\(name(faded)) (\\(faded?.presentation.map { "\\($0.kind)" } ?? "-"))")
            settings.dismiss()
            print("settings.dismiss(): \\(name(settingsNavigation.presentedViewController)) above settings")
            settings.dismiss()
            print("settings.dismiss() again: tabs present \\(name(tabs.presentedViewController))")
        }
        do { try run() } catch { print("FAIL \\(error)") }

        """
    }

    /// Writes the target: the generated file, every scaffolded class, the manifest and `main.swift`.
    static func write(_ generator: NibCodeGenerator, _ expected: inout Set<String>) throws {
        let input = GeneratorInput(path: "Contacts.storyboard", document: StoryboardFixtures.contacts())
        let manifest = "Manifests/\(target)/Contacts.storyboard.json"
        try ConsumerPackageTests.write(ManifestWriter.string(for: input.document), manifest, &expected)
        for file in try generator.generate([input]) + generator.scaffold([input]) {
            try ConsumerPackageTests.write(file.contents, "Sources/\(target)/\(file.name)", &expected)
        }
        try ConsumerPackageTests.write(
            main(manifest: ConsumerPackageTests.work + "/" + manifest), "Sources/\(target)/main.swift", &expected)
    }
}

extension ConsumerPackageTests {
    @Test func scaffoldedCustomSegueCompilesAndPresentsThroughSuperPerform() throws {
        _ = try Self.preparedTargets()
        let build = try Self.build(ScaffoldedSegueFlow.target)
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.joined(separator: "\n"))")
        guard build.status == 0 else { return }
        let run = try TestSupport.run([Self.work + "/.build/debug/\(ScaffoldedSegueFlow.target)"], in: Self.work)
        #expect(
            run.output == """
                settings presented by NibTabBarController
                custom segue presented ContactListViewController (custom)
                settings.dismiss(): nothing above settings
                settings.dismiss() again: tabs present nothing

                """)
    }
}
