import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCodeGen

/// How precisely generated outlets are typed, over every modern xib of the corpus.
///
/// An outlet is precise when each of its destinations is typed as exactly as the document
/// allows: a custom class as that class; a toolkit class as a default object of its own, never
/// as one of the generic types (`AnyObject`, `NibResponder`, `NibView`, `NibControl`) unless the
/// class is exactly the one that type stands for (`NSView` as `NibView`).
@Suite struct OutletPrecisionTests {
    static let genericTypes: Set<String> = ["AnyObject", "NibResponder", "NibView", "NibControl"]
    /// Toolkit classes a generic type stands for exactly.
    static let exactlyGeneric: [String: String] = [
        "NSView": "NibView", "UIView": "NibView", "NSCustomView": "NibView", "NSControl": "NibControl",
        "UIControl": "NibControl",
        "NSResponder": "NibResponder", "UIResponder": "NibResponder",
    ]

    struct Measurement {
        var outlets = 0
        var precise = 0
        var loose: [String] = []
        var share: Double { outlets == 0 ? 1 : Double(precise) / Double(outlets) }
    }

    /// Measures every outlet the generator declares for `inputs`, analysed together.
    static func measure(_ model: CodeModel, _ analyzer: Analyzer, into measurement: inout Measurement) {
        for owner in model.classes {
            for outlet in owner.outlets + owner.outletCollections {
                measurement.outlets += 1
                let precise = outlet.destinationClasses.allSatisfy { destination in
                    if !analyzer.vocabulary.isStandardClass(destination) && destination != "NSObject" {
                        return outlet.type == analyzer.vocabulary.swiftTypeName(destination)
                    }
                    guard genericTypes.contains(outlet.type) else { return true }
                    return exactlyGeneric[destination] == outlet.type
                }
                if precise {
                    measurement.precise += 1
                } else {
                    measurement.loose.append(
                        "\(owner.xibName).\(outlet.name): \(outlet.type) for \(outlet.destinationClasses.joined(separator: ", "))"
                    )
                }
            }
        }
    }

    @Test(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
    func outletsOfTheWholeCorpusAreTypedPrecisely() throws {
        let generator = try NibCodeGenerator()
        let analyzer = Analyzer(vocabulary: generator.vocabulary)
        var measurement = Measurement()
        for repository in try TestSupport.corpusRepositories() {
            let inputs = try TestSupport.xibs(in: repository).filter(TestCorpus.isModern).map(TestSupport.compile)
            for group in try ConsumerPackageTests.partition(inputs, generator) {
                Self.measure(try generator.codeModel(for: group), analyzer, into: &measurement)
            }
        }
        let percent = (measurement.share * 1000).rounded() / 10
        print(
            "outlet precision: \(measurement.precise) of \(measurement.outlets) generated outlets typed precisely (\(percent) %)"
        )
        for line in measurement.loose.sorted() { print("  loose: \(line)") }
        #expect(measurement.outlets > 500)
        #expect(measurement.share >= 0.98, "\(measurement.loose.sorted().joined(separator: "\n"))")
    }
}
