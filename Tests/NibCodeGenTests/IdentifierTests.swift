import Testing

@testable import NibCodeGen

@Suite struct IdentifierTests {
    @Test(arguments: [
        ("nameField", "nameField"),
        ("_descriptionField", "_descriptionField"),
        ("class", "`class`"),
        ("default", "`default`"),
        ("self", "`self`"),
        ("2fa-code", "_2fa_code"),
        ("name label", "name_label"),
        ("a--b", "a_b"),
        ("___", "value"),
        ("", "value"),
        ("café", "café"),
        ("✓ok", "_ok"),
        ("Type", "Type"),
        // Letters Swift does not take: U+2E2F is an operator character to it, and combining marks
        // (U+0345 and others are letters to Unicode) cannot start a name.
        ("\u{2E2F}x", "_x"),
        ("a\u{2E2F}b", "a_b"),
        ("\u{345}x", "_\u{345}x"),
        ("\u{1DD3}x", "_\u{1DD3}x"),
        ("x\u{345}", "x\u{345}"),
    ])
    func valueNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.value(name) == expected)
    }

    @Test func typeAndLowerCamelNames() {
        #expect(SwiftIdentifier.type("Tests__Resources__Button") == "TestsResourcesButton")
        #expect(SwiftIdentifier.type("login screen") == "LoginScreen")
        #expect(SwiftIdentifier.type("2nd") == "_2nd")
        #expect(SwiftIdentifier.type("self") == "Self_")
        #expect(SwiftIdentifier.lowerCamel("Main Window") == "mainWindow")
        #expect(SwiftIdentifier.lowerCamel("URLField") == "urlField")
        #expect(SwiftIdentifier.lowerCamel("NSWindow") == "nsWindow")
        #expect(SwiftIdentifier.lowerCamel("default") == "`default`")
    }

    @Test func collisionsAreResolvedInClaimOrder() {
        var scope = IdentifierScope(reserved: ["window"], clashSuffix: "Outlet")
        #expect(scope.claim("window") == "windowOutlet")
        #expect(scope.claim("label") == "label")
        #expect(scope.claim("label") == "labelOutlet")
        #expect(scope.claim("label") == "labelOutlet2")
        var plain = IdentifierScope()
        #expect(plain.claim("`default`") == "`default`")
        #expect(plain.claim("default") == "default2")
    }

    /// Many requests for one name: `name`, `name2`, … in order, each number tried once.
    @Test func manyClaimsOfOneNameTryEachNumberOnce() {
        var scope = IdentifierScope()
        let names = (0..<20_000).map { _ in scope.claim("detail") }
        #expect(names == ["detail"] + (2...20_000).map { "detail\($0)" })
        #expect(scope.numberedTries < 20_000)
    }

    /// Numbers taken by names claimed as written are skipped, as a scan from 2 skips them.
    @Test func numberingSkipsNamesClaimedAsWritten() {
        var scope = IdentifierScope(reserved: ["row3"])
        let claims = ["row", "row2", "row", "row", "row5", "row", "row4", "row"]
        let names = claims.map { scope.claim($0) }
        #expect(names == ["row", "row2", "row4", "row5", "row52", "row6", "row42", "row7"])
        #expect(names == Self.scanned(claims, reserved: ["row3"]))
    }

    /// Unique names the way a scan from 2 finds them, the reference for the numbering.
    static func scanned(_ claims: [String], reserved: Set<String>) -> [String] {
        var used = reserved
        return claims.map { name in
            var candidate = name
            var number = 2
            while used.contains(candidate) {
                candidate = "\(name)\(number)"
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    @Test func selectorForms() {
        let bare = ActionSelector("go")
        #expect(!bare.takesSender && bare.extras.isEmpty)
        let sender = ActionSelector("go:")
        #expect(sender.takesSender && sender.parts == ["go"] && !sender.takesEvent)
        let forEvent = ActionSelector("go:forEvent:")
        #expect(forEvent.takesEvent && forEvent.extras == [.event(label: "forEvent")])
        let withEvent = ActionSelector("go:withEvent:")
        #expect(withEvent.extras == [.event(label: "withEvent")])
        #expect(ActionSelector("copy:to:").extras == [.other(label: "to")])
    }
}

@Suite struct LiteralTests {
    @Test func stringLiteralsEscapeEverythingHostile() {
        #expect(SwiftLiteral.string(#"Say "hi""#) == #""Say \"hi\"""#)
        #expect(SwiftLiteral.string(#"\(name)"#) == #""\\(name)""#)
        #expect(SwiftLiteral.string(#"C:\path"#) == #""C:\\path""#)
        #expect(SwiftLiteral.string("a\nb\r\tc") == #""a\nb\r\tc""#)
        #expect(SwiftLiteral.string("café ✓") == #""caf\u{E9} \u{2713}""#)
        #expect(SwiftLiteral.string("*/") == #""*/""#)
        #expect(SwiftLiteral.string("\u{0}\u{1}") == #""\0\u{1}""#)
    }

    @Test func commentTextStaysOnOneLineAndCannotCloseAComment() {
        #expect(SwiftLiteral.comment("a\nb */ c /* d") == "a b * / c / * d")
    }

    /// The compiler ends a block comment at the scalars `*` `/`, whatever follows: a combining
    /// mark after the `/` (or the `*`) makes one character of them, but not another comment.
    @Test func commentTextCannotCloseACommentWithCombiningMarks() {
        for text in ["a*/\u{301}b", "/*\u{301}x", "*/\u{20E3}", "x*/\u{FE0F}/*\u{301}", "\u{1F1FA}*/*"] {
            let scalars = Array(SwiftLiteral.comment(text).unicodeScalars)
            let pairs = zip(scalars, scalars.dropFirst()).map { "\($0)\($1)" }
            #expect(!pairs.contains("*/") && !pairs.contains("/*"), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(SwiftLiteral.comment("a*/\u{301}b") == "a* /\u{301}b")
    }

    @Test func layoutNormalisation() {
        let text = "class A {\n\n    let a = 1   \n\n\n    let b = 2\n\n}\n\n\n"
        #expect(SourceLayout.normalize(text) == "class A {\n    let a = 1\n\n    let b = 2\n}\n")
    }
}
