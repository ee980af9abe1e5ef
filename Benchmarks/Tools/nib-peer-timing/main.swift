import Foundation
import NibManifest
import NibModel
import NibObjects
import NibRuntime
import XibCompiler

// The swift-nib side of the GNUstep comparison (GNUstep/compare.sh), timed like GNUstep/nibload.m.
// Each xib is converted to its manifest once, untimed (the conversion happens at build time);
// then REPETITIONS + 1 cycles of load (`Nib(bytes:)`) and instantiation with the default objects,
// a File's Owner that takes every outlet and action (what GNUstep's side does with a stub of
// the owner's class) and an application object for the Application and custom placeholders.
// One line per file, the same columns as nibload.m:
//   PATH <TAB> first load+instantiation µs <TAB> median later load+instantiation µs
//        <TAB> median later load µs <TAB> median later instantiation µs <TAB> top-level objects <TAB> status
//   nib-peer-timing REPETITIONS FILE.xib...
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let repetitions = Int(arguments[0]), repetitions > 0 else {
    FileHandle.standardError.write(Data("usage: nib-peer-timing REPETITIONS FILE.xib...\n".utf8))
    exit(2)
}

/// File's Owner standing in for the application's owner class: it accepts every outlet and
/// action the nib connects to it and keeps none (GNUstep's stub owner ignores them the same way).
final class StandInOwner: NibResponder {
    override func nibSetOutlet(_ name: String, to value: AnyObject) throws(NibError) {}
    override func nibSetOutletCollection(_ name: String, to values: [AnyObject]) throws(NibError) {}
    override func nibConnectAction(_ action: NibAction) throws(NibError) {}
}

/// An application object for the Application placeholder and one for every custom placeholder.
func externals(for document: NibDocument) -> [String: AnyObject] {
    var result: [String: AnyObject] = [:]
    for placeholder in document.placeholders {
        switch placeholder.role {
        case .external: result[placeholder.identifier ?? placeholder.id] = NibApplication()
        case .application: result[Nib.applicationExternalName] = NibApplication()
        case .owner, .firstResponder, .exit: break
        }
    }
    return result
}

func microseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = (clock.now - start).components
    return Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) * 1e-12
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// One cycle's times: the load, then the instantiation.
struct Cycle {
    var load: Double
    var instantiation: Double
    var total: Double { load + instantiation }
}

let registry = NibClassRegistry.defaultObjects
for path in arguments.dropFirst() {
    do {
        let document = try XibCompiler().compile(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path
        ).document
        let manifest = ManifestWriter.data(for: document)
        let placeholders = externals(for: document)
        var graphs: [[AnyObject]] = []  // kept until the end of the file, as GNUstep's are
        let cycles = try (0...repetitions).map { _ in
            var nib: Nib?
            let load = try microseconds { nib = try Nib(bytes: manifest) }
            let instantiation = try microseconds {
                graphs.append(try nib!.instantiate(owner: StandInOwner(), externals: placeholders, registry: registry))
            }
            return Cycle(load: load, instantiation: instantiation)
        }
        let later = cycles.dropFirst()
        let columns = [
            cycles[0].total, median(later.map(\.total)), median(later.map(\.load)), median(later.map(\.instantiation)),
        ]
        print(
            ([path] + columns.map { String(Int($0.rounded())) } + [String(graphs.last?.count ?? 0), "ok"]).joined(
                separator: "\t"))
    } catch {
        print("\(path)\t\t\t\t\t\t\(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
    }
}
