import Foundation
import NibModel

/// The modern-format xibs of the corpus, read once.
enum CorpusFiles {
    static func modernXibs(in root: String) -> [(path: String, bytes: [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [(String, [UInt8])] = []
        for case let relative as String in enumerator where relative.hasSuffix(".xib") {
            let path = root + "/" + relative
            guard let bytes = try? FileIO.read(path),
                  String(decoding: bytes.prefix(2048), as: UTF8.self).contains("<document") else { continue }
            result.append((path, bytes))
        }
        return result.sorted { $0.0 < $1.0 }
    }
}

/// Markdown table output.
enum Table {
    static func header(_ title: String, _ columns: [String]) {
        print("\n### \(title)\n")
        print("| " + columns.joined(separator: " | ") + " |")
        print("|" + String(repeating: "---|", count: columns.count))
    }

    static func throughputRow(_ name: String, bytes: Int, work: Double, floor: Double) {
        print("| \(name) | \(Measure.format(Double(bytes) / 1_000_000, 2)) MB | "
              + "\(Measure.format(Measure.megabytesPerSecond(bytes: bytes, seconds: work))) MB/s | "
              + "\(Measure.format(Measure.megabytesPerSecond(bytes: bytes, seconds: floor))) MB/s | "
              + "\(Measure.format(floor / work, 3))× |")
    }

    static func loadRow(_ name: String, size: Int, reader: Double, nib: Double, floor: Double) {
        print("| \(name) | \(Measure.format(Double(size) / 1_000_000, 2)) MB | \(Measure.milliseconds(reader)) | "
              + "\(Measure.milliseconds(nib)) | \(Measure.milliseconds(floor)) | \(Measure.format(reader / floor, 2))× | "
              + "\(Measure.format(nib / floor, 2))× |")
    }
}

/// Runs a command to completion, output discarded.
enum Processes {
    static func run(_ executable: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            print("cannot run \(executable): \(error)")
        }
    }
}
