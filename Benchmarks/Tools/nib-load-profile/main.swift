import Foundation
import NibManifest
import NibModel
import NibRuntime
import RawParsers
import XibCompiler

// One loader over a set of manifests, for instruction profiles (callgrind), and the step that
// makes those manifests:
//   nib-load-profile emit OUT-DIR XIB…                       converts each XIB into OUT-DIR/N.nib.json
//   nib-load-profile load reader|nib|json-c MANIFEST…         loads every MANIFEST once with one loader
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "emit" where arguments.count >= 3:
    for (offset, path) in arguments.dropFirst(2).enumerated() {
        do {
            let compilation = try XibCompiler().compile(contentsOf: path)
            try Data(ManifestWriter.data(for: compilation.document)).write(
                to: URL(fileURLWithPath: "\(arguments[1])/\(offset).nib.json"), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(path): skipped: \(error)\n".utf8))
        }
    }
case "load" where arguments.count >= 3 && ["reader", "nib", "json-c"].contains(arguments[1]):
    let files: [[UInt8]]
    do { files = try arguments.dropFirst(2).map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) } } catch {
        fail("\(error)", status: 1)
    }
    var loaded = 0
    for bytes in files {
        switch arguments[1] {
        case "reader": loaded += (try? ManifestReader.read(bytes)) == nil ? 0 : 1
        case "nib": loaded += (try? Nib(bytes: bytes)) == nil ? 0 : 1
        default: loaded += Int(raw_jsonc_parse(bytes, bytes.count, Int32(ManifestReader.maximumDepth)))
        }
    }
    print("\(loaded) of \(files.count) loaded")
    exit(loaded == files.count ? 0 : 1)
default:
    fail("usage: nib-load-profile emit OUT-DIR XIB… | load reader|nib|json-c MANIFEST…")
}
