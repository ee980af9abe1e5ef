import NibModel
import Testing
import XibCompiler

@testable import NibCodeGen

/// Swift names a `#sourceLocation` directive by its module and file name (`#fileID`) and warns
/// of two paths that give one such name in a module. A nib's localized variants are such paths
/// (`Base.lproj/Panel.xib`, `fr.lproj/Panel.xib`): only the variant that declares the accessor
/// gets directives, so a class that only the French document connects an action of is declared
/// without one. Both got directives, and a target with such a document printed the warning for
/// every pair of its files.
@Suite struct LineDirectiveFileTests {
    static func panel(action: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PanelController"/>
                <button opaque="NO" id="b">
                    <connections>
                        <action selector="\(action)" destination="-1" eventType="touchUpInside" id="c"/>
                    </connections>
                </button>
            </objects>
        </document>
        """
    }

    static func input(_ path: String, action: String) throws -> GeneratorInput {
        let document = try XibCompiler().compile(bytes: Array(panel(action: action).utf8), path: path).document
        return GeneratorInput(path: path, document: document)
    }

    /// Every directive file of `files`, by the file name Swift's `#fileID` takes from it.
    static func directiveFiles(_ files: [GeneratedFile]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in files {
            for line in file.contents.split(separator: "\n") where line.hasPrefix("#sourceLocation(file: \"") {
                let path = String(line.dropFirst("#sourceLocation(file: \"".count).prefix { $0 != "\"" })
                found[PathComponents.last(path), default: []].insert(path)
            }
        }
        return found
    }

    @Test func localizedVariantsAtTwoPathsShareNoFileName() throws {
        let files = try NibCodeGenerator().generate([
            try Self.input("L/Base.lproj/Panel.xib", action: "goA:"),
            try Self.input("L/fr.lproj/Panel.xib", action: "goB:"),
        ])
        let directives = Self.directiveFiles(files)
        #expect(directives["Panel.xib"] == ["L/Base.lproj/Panel.xib"], "\(directives)")
        // The French document's action is still required of the class, without a directive.
        let base = try #require(files.first { $0.name == "Panel.Base+Nib.swift" }).contents
        #expect(base.contains("func goA(_ sender: NibButton)") && base.contains("func goB(_ sender: NibButton)"))
    }

    /// An unlocalized document and another folder's document of its file name keep the rule they
    /// had: neither gets directives; a document whose file name is its own keeps them.
    @Test func documentsOfOneFileNameInTwoFoldersGetNone() throws {
        let files = try NibCodeGenerator().generate([
            try Self.input("A/Panel.xib", action: "goA:"), try Self.input("B/Panel.xib", action: "goB:"),
            try Self.input("C/Other.xib", action: "goC:"),
        ])
        let directives = Self.directiveFiles(files)
        #expect(directives["Panel.xib"] == nil, "\(directives)")
        #expect(directives["Other.xib"] == ["C/Other.xib"], "\(directives)")
    }
}
