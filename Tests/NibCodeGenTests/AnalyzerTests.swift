import Foundation
import NibModel
import Testing

@testable import NibCodeGen

@Suite struct AnalyzerTests {
    let generator: NibCodeGenerator
    init() throws { generator = try NibCodeGenerator() }

    /// A second document using `LoginViewController` with one outlet of its own, one shared and
    /// one action of its own.
    static func signup(nameFieldClass: String = "UITextField", file: String = "Signup.xib") -> NibDocument {
        NibDocument(
            sourceFile: file,
            info: DocumentInfo(
                type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "3.0", targetRuntime: "iOS.CocoaTouch"),
            placeholders: [
                NibPlaceholder(
                    id: "-1", role: .owner, identifier: "IBFilesOwner", element: "placeholder",
                    className: "NSObject", customClass: "LoginViewController", position: Fixtures.position(4))
            ],
            objects: [
                NibObject(id: "v", element: "view", className: "UIView", position: Fixtures.position(8)),
                NibObject(
                    id: "n", element: "textField", className: nameFieldClass, parent: "v", key: "subviews",
                    position: Fixtures.position(9)),
                NibObject(
                    id: "s", element: "switch", className: "UISwitch", parent: "v", key: "subviews",
                    position: Fixtures.position(10)),
            ],
            connections: [
                NibConnection(
                    id: "c1", kind: .outlet, source: "-1", destination: "n", name: "nameField",
                    position: Fixtures.position(5)),
                NibConnection(
                    id: "c2", kind: .outlet, source: "-1", destination: "s", name: "termsSwitch",
                    position: Fixtures.position(6)),
                NibConnection(
                    id: "c3", kind: .action, source: "s", destination: "-1", name: "termsChanged:",
                    properties: NibProperties(["eventType": .string("valueChanged")]), position: Fixtures.position(11)),
            ],
            topLevelObjects: ["v"])
    }

    @Test func ownerOutletsAndActionsAreTypedAfterTheirObjects() throws {
        let model = try generator.codeModel(for: [GeneratorInput(path: "Login.xib", document: Fixtures.login())])
        let owner = try #require(model.classes.first { $0.xibName == "LoginViewController" })
        #expect(owner.outlets.map(\.name) == ["cell", "default", "nameField"])
        #expect(owner.outlets.map(\.type) == ["LoginCell", "NibView", "NibTextField"])
        #expect(owner.outlets.map(\.isStrong) == [true, true, false])
        #expect(owner.outlets.map(\.swiftName) == ["cell", "`default`", "nameField"])
        #expect(owner.outletCollections.map(\.type) == ["NibButton"])
        #expect(owner.actions.map(\.selector.selector) == ["cancel", "login:", "nameChanged:forEvent:"])
        #expect(owner.actions.map(\.senderType) == ["NibButton", "NibButton", "NibTextField"])
        #expect(owner.actions.map(\.eventTypes) == [["touchUpInside"], ["touchUpInside"], ["editingChanged"]])
        // `undo:` goes to First Responder: no class receives it.
        #expect(!model.classes.contains { $0.actions.contains { $0.selector.selector == "undo:" } })
        // A custom cell with its own outlet, and a custom placeholder with an outlet to the owner.
        #expect(model.classes.map(\.xibName) == ["LoginCell", "LoginDataSource", "LoginViewController"])
        #expect(model.classes[1].outlets.map(\.type) == ["LoginViewController"])
        let nib = model.nibs[0]
        #expect(nib.externals.map(\.parameterName) == ["dataSource"])
        #expect(nib.externals.map(\.type) == ["LoginDataSource"])
        #expect(nib.topLevelObjects.map(\.propertyName) == ["view", "loginCell"])
        #expect(nib.registeredClasses.map(\.xibName) == ["LoginCell"])
    }

    @Test func aClassUsedByTwoDocumentsMergesItsOutletsAndActions() throws {
        let inputs = [
            GeneratorInput(path: "Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "Signup.xib", document: Self.signup()),
        ]
        let model = try generator.codeModel(for: inputs)
        let owner = try #require(model.classes.first { $0.xibName == "LoginViewController" })
        #expect(owner.outlets.map(\.name) == ["cell", "default", "nameField", "termsSwitch"])
        #expect(owner.outlets.first { $0.name == "nameField" }?.locations.map(\.file) == ["Login.xib", "Signup.xib"])
        #expect(
            owner.actions.map(\.selector.selector) == ["cancel", "login:", "nameChanged:forEvent:", "termsChanged:"])
        #expect(owner.homeInput == 0)

        // The class is declared once, in the first file; the second refers to it.
        let files = try generator.generate(inputs)
        #expect(files.map(\.name) == ["Login+Nib.swift", "Signup+Nib.swift"])
        #expect(files[0].contents.contains("class LoginViewControllerBase: NibResponder {"))
        #expect(!files[1].contents.contains("class LoginViewControllerBase"))
        #expect(files[1].contents.contains("// - LoginViewControllerBase, LoginViewControllerActions"))
    }

    @Test func outputIsIndependentOfInputOrder() throws {
        let a = GeneratorInput(path: "Login.xib", document: Fixtures.login())
        let b = GeneratorInput(path: "Signup.xib", document: Self.signup())
        #expect(try generator.generate([a, b]) == generator.generate([b, a]))
    }

    @Test func outletsTypedDifferentlyBecomeTheirCommonSuperclassWithANoteNamingBothPlaces() throws {
        let inputs = [
            GeneratorInput(path: "Sources/Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "Sources/Signup.xib", document: Self.signup(nameFieldClass: "UILabel")),
        ]
        let model = try generator.codeModel(for: inputs)
        let owner = try #require(model.classes.first { $0.xibName == "LoginViewController" })
        #expect(owner.outlets.first { $0.name == "nameField" }?.type == "NibView")
        #expect(
            model.notes.map(\.description) == [
                "Sources/Signup.xib:5:5: note: outlet 'nameField' of class 'LoginViewController' points at 'NibTextField' at "
                    + "Sources/Login.xib:13:5 and 'NibLabel' at Sources/Signup.xib:5:5; typed as their nearest common superclass 'NibView'"
            ])
    }

    @Test func outletsWithNoCommonSuperclassAreAnErrorNamingBothFilesAndLines() throws {
        let inputs = [
            GeneratorInput(path: "Sources/Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "Sources/Signup.xib", document: Self.signup(nameFieldClass: "NSLayoutConstraint")),
        ]
        #expect(throws: CodeGenError.self) { try generator.generate(inputs) }
        do {
            _ = try generator.generate(inputs)
        } catch {
            #expect(
                error.description.hasPrefix(
                    "Sources/Signup.xib:5:5: error: outlet 'nameField' of class 'LoginViewController' has type 'NibLayoutConstraint' here "
                        + "but type 'NibTextField' at Sources/Login.xib:13:5"))
            #expect(error.description.contains("Sources/Login.xib:13:5: note: outlet 'nameField'"))
        }
    }

    /// Two documents of one file name in different folders are named by folder (`a.Login`); a
    /// folder-qualified name that meets another document's own name still collides.
    @Test func twoInputsOfOneFileNameAreNamedByFolderAndACollisionIsRejected() throws {
        let inputs = [
            GeneratorInput(path: "a/Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "b/Login.xib", document: Fixtures.login()),
        ]
        let files = try generator.generate(inputs)
        #expect(files.map(\.name) == ["a.Login+Nib.swift", "b.Login+Nib.swift"])
        #expect(files[0].contents.contains("enum ALoginNib {") && files[1].contents.contains("enum BLoginNib {"))
        #expect(
            throws: CodeGenError.duplicateOutput(
                OutputCollision(name: "a.Login+Nib.swift", first: "a.Login.xib", second: "a/Login.xib"))
        ) {
            try generator.generate(inputs + [GeneratorInput(path: "a.Login.xib", document: Fixtures.login())])
        }
    }

    /// A xib and a storyboard of one name write different sources but one embedded manifest and
    /// one JSON manifest; the manifest written in `Base.lproj` by a translation names its variant
    /// by the localization it records, not by its folder.
    @Test func documentsSharingAManifestNameAreRejected() throws {
        let storyboard = try TestSupport.compile(
            TestSupport.packageRoot + "/Tests/NibCodeGenTests/FixtureXibs/Contacts.storyboard"
        ).document
        let inputs = [
            GeneratorInput(path: "App/Main.xib", document: Fixtures.login()),
            GeneratorInput(path: "App/Main.storyboard", document: storyboard),
        ]
        #expect(
            throws: CodeGenError.duplicateOutput(
                OutputCollision(name: "Main+Manifest.swift", first: "App/Main.xib", second: "App/Main.storyboard"))
        ) {
            try generator.generate(inputs)
        }
        var french = Fixtures.login()
        french.identity = DocumentIdentity(path: "App/Base.lproj/Login.xib", localization: "fr")
        let variants = [
            GeneratorInput(path: "App/Base.lproj/Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "App/fr.lproj/Login.xib", document: Fixtures.login()),
            GeneratorInput(path: "App/Base.lproj/Login.xib", document: french),
        ]
        #expect(
            throws: CodeGenError.duplicateOutput(
                OutputCollision(
                    name: "Login.fr+Nib.swift", first: "App/Base.lproj/Login.xib", second: "App/fr.lproj/Login.xib"))
        ) {
            try generator.generate(variants)
        }
    }

    @Test func toolkitOutletsOfCustomSubclassesAreLeftToTheirTypedDefaultObject() throws {
        // NetNewsWire's UtilityTableView is the `dataSource` source in two windows whose owners
        // differ: `NibTableView` declares `dataSource` itself, so no base redeclares it.
        let corpus = TestSupport.realWorld + "/Ranchero-Software__NetNewsWire/"
        let inputs = try [
            "Mac__AccountStats__Base.lproj__AccountStatsWindow.xib", "Mac__Dinosaurs__Base.lproj__DinosaursWindow.xib",
        ]
        .map { try TestSupport.compile(corpus + $0) }
        let model = try generator.codeModel(for: inputs)
        #expect(
            model.classes.first { $0.xibName == "UtilityTableView" }?.outlets.contains { $0.name == "dataSource" }
                != true)
        let registered = model.nibs.flatMap(\.registeredClasses).filter { $0.xibName == "UtilityTableView" }
        #expect(!registered.isEmpty && registered.allSatisfy { $0.baseType == "NibTableView" })
    }

    @Test func userTemplatesReplaceBuiltInOnesByName() throws {
        let directory = NSTemporaryDirectory() + "nib-templates-\(UInt32.random(in: 0...UInt32.max))"
        try TestSupport.write(
            "{{% CONTENT_TYPE: TEXT}}\n// {{nib.swiftName}} owner {{nib.ownerType}}\n{{#classes}}// class {{name}}: {{#outlets}}{{swiftName}} {{/outlets}}\n{{/classes}}",
            to: directory + "/File.mustache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let custom = try NibCodeGenerator(templatesDirectory: directory)
        let files = try custom.generate([GeneratorInput(path: "Login.xib", document: Fixtures.login())])
        #expect(
            files[0].contents == """
                // LoginNib owner LoginViewController
                // class LoginCell: _title_Label
                // class LoginDataSource: controller
                // class LoginViewController: cell `default` nameField

                """)
        #expect(throws: CodeGenError.self) { try NibCodeGenerator(templatesDirectory: directory + "/missing") }
    }
}
