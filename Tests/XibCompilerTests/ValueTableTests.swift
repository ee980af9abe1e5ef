import NibModel
import Testing

@testable import XibCompiler

/// Fonts and colours written alike are read once and shared; any difference in name, attribute
/// or value bytes gives a value of its own, however many distinct ones a document has.
@Suite struct ValueTableTests {
    static let header =
        #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects>"#

    /// The `textColor` of each text field of a document whose fields carry `colors`, in order.
    static func colors(_ colors: [String]) throws -> [NibValue?] {
        let fields = colors.enumerated().map { index, color in
            #"<textField id="f\#(index)">\#(color)</textField>"#
        }
        let text = header + fields.joined() + "</objects></document>"
        let document = try XibCompiler().compile(bytes: Array(text.utf8), path: "Values.xib").document
        return document.objects.map { $0.properties["textColor"] }
    }

    static func rgb(_ red: String, key: String = "textColor", extra: String = "") -> String {
        #"<color key="\#(key)" red="\#(red)" green="0.5" blue="1" alpha="1" colorSpace="custom"\#(extra)/>"#
    }

    static func red(_ value: NibValue?) -> Double? {
        guard case .color(let color)? = value else { return nil }
        return color.component("red")
    }

    @Test func elementsWrittenAlikeGiveTheSameValueAndDifferentOnesTheirOwn() throws {
        let values = try Self.colors([
            Self.rgb("0.1"),
            Self.rgb("0.1"),
            Self.rgb("0.10"),  // the same number, other bytes: read on its own, equal value
            Self.rgb("0.2"),  // same length, other bytes
            Self.rgb("0.1", extra: #" customColorSpace="sRGB""#),  // one attribute more
            Self.rgb("0.3", key: "backgroundColor") + Self.rgb("0.3"),  // alike but for `key`
        ])
        #expect(values.map(Self.red) == [0.1, 0.1, 0.1, 0.2, 0.1, 0.3])
        guard case .color(let withSpace)? = values[4] else {
            Issue.record("not a colour: \(String(describing: values[4]))")
            return
        }
        #expect(withSpace.customColorSpace == "sRGB")
        guard case .color(let plain)? = values[0] else { return }
        #expect(plain.customColorSpace == nil)
    }

    @Test func thousandsOfDistinctValuesAreEachReadAsWritten() throws {
        let reds = (0..<5_000).map { number in
            let digits = String(number)
            return "0." + String(repeating: "0", count: 4 - digits.count) + digits
        }
        let values = try Self.colors(reds.map { Self.rgb($0) } + reds.map { Self.rgb($0) })
        let expected = (reds + reds).map { Double($0) }
        #expect(values.map(Self.red) == expected)
    }
}
