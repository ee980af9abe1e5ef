import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import XibCompiler

/// The corpus holds several interfaces in both formats (`SOURCES.tsv` role `legacy`: the same
/// path at an older commit). Converted, the two versions must tell the same story — custom
/// classes, outlets and actions by owner class and name — except where the interface itself
/// changed between the commits. The test prints what differs; a fact of one version that the
/// other lacks is a change of interface only if the other version does not state the opposite.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct ArchivePairTests {
    struct Pair: CustomStringConvertible {
        var legacy: String
        var modern: String
        var description: String { URL(fileURLWithPath: modern).lastPathComponent }
    }

    /// Legacy rows paired with the newer row of the same repository and path.
    static let pairs: [Pair] = {
        guard
            let text = TestCorpus.isAvailable
                ? try? String(contentsOfFile: TestCorpus.path("SOURCES.tsv"), encoding: .utf8) : nil
        else { return [] }
        let rows = text.split(separator: "\n").dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        .filter { $0.count > 14 && $0[1] == "xib" }
        var result: [Pair] = []
        for row in rows where row[14] == "legacy" {
            guard let modern = rows.first(where: { $0[2] == row[2] && $0[5] == row[5] && $0[14] != "legacy" }) else {
                continue
            }
            result.append(
                Pair(
                    legacy: TestCorpus.path(row[0]),
                    modern: TestCorpus.path(modern[0])))
        }
        return result
    }()

    /// What the generator and runtime see of a document's interface with code.
    struct Interface {
        var customClasses: Set<String> = []
        /// `Owner.outlet` (the class holding the outlet) and `Target.selector:`.
        var outlets: Set<String> = []
        var actions: Set<String> = []
        /// Outlet → the class of the object it is connected to.
        var outletTypes: [String: String] = [:]

        init(_ document: NibDocument) {
            var classOf: [String: String] = [:]
            for placeholder in document.placeholders {
                // The formats name the Application's class differently (NSApplication, NSObject): use its role.
                classOf[placeholder.id] =
                    placeholder.role == .application ? "Application" : placeholder.effectiveClassName
            }
            for object in document.objects { classOf[object.id] = object.effectiveClassName }
            customClasses = Set(document.objects.compactMap(\.customClass))
                .union(document.placeholders.filter { $0.role == .owner }.compactMap(\.customClass))
            for connection in document.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    let name = "\(classOf[connection.source] ?? "?").\(connection.name)"
                    outlets.insert(name)
                    outletTypes[name] = classOf[connection.destination]
                case .action:
                    actions.insert("\(classOf[connection.destination] ?? "?").\(connection.name)")
                default:
                    continue
                }
            }
        }
    }

    @Test func pairsArePresent() {
        #expect(Self.pairs.count >= 10)
    }

    @Test(arguments: pairs)
    func legacyAndModernAgree(pair: Pair) throws {
        let legacy = Interface(try XibCompiler().compile(contentsOf: pair.legacy).document)
        let modern = Interface(try XibCompiler().compile(contentsOf: pair.modern).document)
        var report: [String] = []
        func compare(_ what: String, _ old: Set<String>, _ new: Set<String>) {
            let removed = old.subtracting(new).sorted()
            let added = new.subtracting(old).sorted()
            if !removed.isEmpty { report.append("\(what) only in the legacy version (removed later): \(removed)") }
            if !added.isEmpty { report.append("\(what) only in the modern version (added later): \(added)") }
        }
        compare("custom classes", legacy.customClasses, modern.customClasses)
        compare("outlets", legacy.outlets, modern.outlets)
        compare("actions", legacy.actions, modern.actions)
        if !report.isEmpty {
            print("\(pair): the interface changed between the commits:\n  " + report.joined(separator: "\n  "))
        }

        // Both versions describe one interface: most of what the old one connects is still there.
        let shared =
            legacy.outlets.intersection(modern.outlets).count + legacy.actions.intersection(modern.actions).count
        let old = legacy.outlets.count + legacy.actions.count
        #expect(
            old == 0 || shared * 2 >= old,
            "\(pair): only \(shared) of \(old) legacy connections agree:\n\(report.joined(separator: "\n"))")
        // An outlet both versions have points at an object of the same class, unless the
        // modern version specialised it to a custom class.
        for name in legacy.outlets.intersection(modern.outlets) {
            let old = legacy.outletTypes[name]
            let new = modern.outletTypes[name]
            if old != new && !(new.map { modern.customClasses.contains($0) } ?? false)
                && !(old.map { legacy.customClasses.contains($0) } ?? false)
            {
                print(
                    "\(pair): outlet \(name) is connected to \(old ?? "?") in the legacy version, \(new ?? "?") in the modern one"
                )
            }
        }
    }
}
