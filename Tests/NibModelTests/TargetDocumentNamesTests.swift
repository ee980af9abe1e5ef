import NibModel
import Testing

/// The names of a target's documents that share a file name, and which one a storyboard reference
/// means (``TargetDocumentNames``).
@Suite struct TargetDocumentNamesTests {
    @Test func aNameIsQualifiedOnlyWhenAnotherFolderHasIt() {
        let names = TargetDocumentNames.names(of: [
            ("Sources/App/Settings/Main.storyboard", "Main"),
            ("Sources/App/Onboarding/Base.lproj/Main.storyboard", "Main"),
            ("Sources/App/Onboarding/ja.lproj/Main.storyboard", "Main"),
            ("Sources/App/Settings/Detail.storyboard", "Detail"),
            ("Sources/App/Login.xib", "Login"),
        ])
        #expect(names == ["Settings.Main", "Onboarding.Main", "Onboarding.Main", "Detail", "Login"])
    }

    @Test func theQualifierIsTheFoldersBelowTheDeepestCommonOne() {
        let names = TargetDocumentNames.names(of: [
            ("/p/Sources/App/Main.storyboard", "Main"),
            ("/p/Sources/App/Flows/Settings/Main.storyboard", "Main"),
            ("/p/Sources/App/Flows/Onboarding/Main.storyboard", "Main"),
        ])
        #expect(names == ["Main", "Flows.Settings.Main", "Flows.Onboarding.Main"])
        #expect(TargetDocumentNames.folder(ofPath: "A//B/./de.lproj/X.xib") == ["A", "B"])
        #expect(TargetDocumentNames.folder(ofPath: "X.xib") == [])
    }

    @Test func aReferenceMeansItsOwnFoldersStoryboardElseTheOnlyOne() {
        let candidates = ["App/Onboarding/Main.storyboard", "App/Settings/Base.lproj/Main.storyboard"]
        #expect(
            TargetDocumentNames.resolve(referenceFrom: "App/Settings/Detail.storyboard", candidates: candidates)
                == .found("App/Settings/Base.lproj/Main.storyboard"))
        #expect(
            TargetDocumentNames.resolve(
                referenceFrom: "App/Settings/ja.lproj/Detail.storyboard", candidates: candidates)
                == .found("App/Settings/Base.lproj/Main.storyboard"))
        #expect(
            TargetDocumentNames.resolve(referenceFrom: "App/Root.storyboard", candidates: candidates)
                == .ambiguous(["App/Onboarding/Main.storyboard", "App/Settings/Base.lproj/Main.storyboard"]))
        #expect(
            TargetDocumentNames.resolve(
                referenceFrom: "App/Root.storyboard",
                candidates: ["App/Settings/Base.lproj/Main.storyboard", "App/Settings/de.lproj/Main.storyboard"])
                == .found("App/Settings/Base.lproj/Main.storyboard"))
        #expect(TargetDocumentNames.resolve(referenceFrom: "App/Root.storyboard", candidates: []) == .none)
    }

    @Test func pathsWhoseFileNameAnotherFolderHasToo() {
        let paths = [
            "App/Settings/Main.storyboard", "App/Onboarding/Main.storyboard", "App/Base.lproj/Login.xib",
            "App/ja.lproj/Login.xib", "App/Settings/Detail.storyboard",
        ]
        #expect(
            TargetDocumentNames.pathsSharingFileNames(paths)
                == ["App/Settings/Main.storyboard", "App/Onboarding/Main.storyboard"])
    }
}
