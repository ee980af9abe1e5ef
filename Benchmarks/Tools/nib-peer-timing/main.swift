import Foundation
import NibModel
import NibObjects
import NibRuntime
import XibCompiler

// The swift-nib side of the GNUstep comparison (GNUstep/compare.sh): each xib is converted to its
// manifest once (untimed), then timed like GNUstep's NSNib: load (`Nib(bytes:)`), the first
// instantiation, and the median of REPETITIONS later ones, with the default objects. One line
// per file, the same columns as GNUstep/nibload.m:
//   PATH <TAB> load µs <TAB> first instantiation µs <TAB> median later instantiation µs <TAB> top-level objects <TAB> status
//   nib-peer-timing REPETITIONS FILE.xib...
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let repetitions = Int(arguments[0]), repetitions > 0 else {
    FileHandle.standardError.write(Data("usage: nib-peer-timing REPETITIONS FILE.xib...\n".utf8))
    exit(2)
}

func microseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = (clock.now - start).components
    return Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) * 1e-12
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let registry = NibClassRegistry.defaultObjects
for path in arguments.dropFirst() {
    do {
        let manifest = ManifestWriter.data(for: try XibCompiler().compile(bytes: try FileIO.read(path), path: path).document)
        var nib: Nib?
        let load = median(try (0..<5).map { _ in try microseconds { nib = try Nib(bytes: manifest) } })
        var topLevel = 0
        var graphs: [[AnyObject]] = []   // kept until the end of the file, as GNUstep's are
        let times = try (0...repetitions).map { _ in
            try microseconds { graphs.append(try nib!.instantiate(registry: registry)) }
        }
        topLevel = graphs.last?.count ?? 0
        print("\(path)\t\(Int(load))\t\(Int(times[0]))\t\(Int(median(Array(times.dropFirst()))))\t\(topLevel)\tok")
    } catch {
        print("\(path)\t\t\t\t\t\(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
    }
}
