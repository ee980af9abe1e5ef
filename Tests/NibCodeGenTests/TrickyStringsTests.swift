import Foundation
import NibManifest
import NibModel
import Testing

@testable import NibCodeGen

/// `FixtureXibs/TrickyStrings.xib`: labels, a title, a placeholder identifier, outlet names and
/// selectors with quotes, backslashes, `\(`, `*/`, line breaks, keywords, emoji and right-to-left
/// text. Its generated code must compile (Swift 6, warnings as errors) and, run against the
/// runtime, reproduce every string exactly: the program prints each one as its Unicode scalar
/// values, which the test compares with the values it expects, independently of the generator.
enum TrickyStrings {
    static let target = "TrickyStrings"
    static var manifestPath: String { ConsumerPackageTests.work + "/Manifests/Tricky/TrickyStrings.nib.json" }

    /// What the XML holds once its entities are decoded, by outlet.
    static let labels: [(outlet: String, text: String)] = [
        ("class", ##"Say "hi" and """triple""" #"raw"#"##),
        ("self", #"\(name) \\(escaped) \u{41} \n C:\path\"#),
        ("a\"b", "*/ /* // /** */ -->"),
        ("x\\(y)", "line one\nline two\r\ntab\tend"),
        ("שלום", "שלום עולם \u{200F}مرحبا\u{200E} mixed \u{202E}RLO"),
        (
            "emoji👋",
            "\u{1F44B}\u{1F3FD} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{E9} (e+\u{25CC}\u{301}) \u{FDFD} \u{1D518}"
        ),
        ("*/end", "class func default self Self init deinit nil true #if #endif return"),
    ]
    static let title = #"Go "now" \(1) */"#
    static let external = "Store \"β\" \\(x) */ 👋🏽 שלום\nend"
    static let selectors = ["go:", "do\"it\\(x):", "default:"]

    static func scalars(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    static let app = """
        import NibObjects
        import NibRuntime

        final class TrickyOwner: TrickyOwnerBase, TrickyOwnerActions {
            private(set) var log: [String] = []
            func `default`(_ sender: NibButton) { log.append("default") }
            func do_it_x_(_ sender: NibButton) { log.append("do_it_x_") }
            func go(_ sender: NibButton) { log.append("go") }
        }

        """

    static func main(manifest: String) -> String {
        """
        import NibModel
        import NibObjects
        import NibRuntime

        func scalars(_ text: String?) -> String {
            guard let text else { return "nil" }
            return text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }

        let owner = TrickyOwner()
        do {
            let nib = try Nib(contentsOf: \(SwiftLiteral.string(manifest)))
            let objects = try TrickyStringsNib.instantiate(nib, owner: owner, storeΒXשלוםEnd: NibStandardObject())
            print("class \\(scalars(owner.`class`?.text))")
            print("self \\(scalars(owner.selfOutlet?.text))")
            print("a_b \\(scalars(owner.a_b?.text))")
            print("x_y_ \\(scalars(owner.x_y_?.text))")
            print("rtl \\(scalars(owner.שלום?.text))")
            print("emoji \\(scalars(owner.emoji_?.text))")
            print("end \\(scalars(owner._end?.text))")
            print("title \\(scalars(owner.line_break?.title()))")
            print("external \\(scalars(nib.document.placeholders.first { $0.role == .external }?.identifier))")
            guard let button = owner.line_break else { fatalError("no button") }
            for connection in nib.document.connections where connection.kind == .action {
                print("action \\(scalars(connection.name)) \\(owner.nibPerformAction(connection.name, sender: button))")
            }
            print("log \\(owner.log.joined(separator: ","))")
            withExtendedLifetime(objects) {}
        } catch {
            print("FAIL \\(error)")
        }

        """
    }

    /// The program's expected output.
    static var expectedOutput: String {
        let names = ["class", "self", "a_b", "x_y_", "rtl", "emoji", "end"]
        var lines = zip(names, labels).map { "\($0) \(scalars($1.text))" }
        lines.append("title \(scalars(title))")
        lines.append("external \(scalars(external))")
        lines += selectors.map { "action \(scalars($0)) true" }
        lines.append("log go,do_it_x_,default")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the target's files into the consumer package.
    static func write(_ generator: NibCodeGenerator, _ expected: inout Set<String>) throws {
        let fixture = try TestSupport.compile(TestSupport.fixtures + "/TrickyStrings.xib")
        try ConsumerPackageTests.write(
            ManifestWriter.string(for: fixture.document), "Manifests/Tricky/TrickyStrings.nib.json", &expected)
        for file in try generator.generate([fixture]) {
            try ConsumerPackageTests.write(file.contents, "Sources/\(target)/\(file.name)", &expected)
        }
        try ConsumerPackageTests.write(app, "Sources/\(target)/App.swift", &expected)
        try ConsumerPackageTests.write(main(manifest: manifestPath), "Sources/\(target)/main.swift", &expected)
    }
}

extension ConsumerPackageTests {
    @Test func trickyStringsCompileAndComeBackExactlyAtRunTime() throws {
        let fixture = try TestSupport.compile(TestSupport.fixtures + "/TrickyStrings.xib")
        // The converter decoded what the test expects (so the comparison below is of like with like).
        let labels = Dictionary(
            uniqueKeysWithValues: fixture.document.connections.filter { $0.kind == .outlet }.map {
                ($0.name, $0.destination)
            })
        for (outlet, text) in TrickyStrings.labels {
            let object = fixture.document.objects.first { $0.id == labels[outlet] }
            #expect(object?.properties["text"] == .string(text), "\(outlet)")
        }
        #expect(fixture.document.placeholders.contains { $0.identifier == TrickyStrings.external })

        _ = try Self.preparedTargets()
        let build = try Self.build(TrickyStrings.target)
        let diagnostics = Self.diagnostics(build.output)
        #expect(build.status == 0 && diagnostics.isEmpty, "\(diagnostics.joined(separator: "\n"))")
        guard build.status == 0 else { return }
        let run = try TestSupport.run([Self.work + "/.build/debug/\(TrickyStrings.target)"], in: Self.work)
        #expect(run.status == 0)
        #expect(run.output == TrickyStrings.expectedOutput)
    }
}
