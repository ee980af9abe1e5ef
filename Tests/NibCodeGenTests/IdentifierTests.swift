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

    @Test func layoutNormalisation() {
        let text = "class A {\n\n    let a = 1   \n\n\n    let b = 2\n\n}\n\n\n"
        #expect(SourceLayout.normalize(text) == "class A {\n    let a = 1\n\n    let b = 2\n}\n")
    }
}
