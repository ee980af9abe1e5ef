import BenchInputs
import Foundation
import NibModel

// Writes the generated xib the benchmarks use (a window with rows of labels, fields and buttons
// with cells, fonts, colours, constraints, outlets and actions), for the whole-process script:
//   nib-bench-input PATH MEGABYTES
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, let megabytes = Int(arguments[1]), megabytes > 0 else {
    FileHandle.standardError.write(Data("usage: nib-bench-input PATH MEGABYTES\n".utf8))
    exit(2)
}
do {
    try Data(LargeXib.make(approximateBytes: megabytes * 1_000_000)).write(
        to: URL(fileURLWithPath: arguments[0]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(arguments[0]): error: \(error)\n".utf8))
    exit(1)
}
