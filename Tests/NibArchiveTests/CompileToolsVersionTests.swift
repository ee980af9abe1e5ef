import Foundation
import NibArchive
import NibTestSupport
import Testing
import XibCompiler

/// A toolsVersion written as a build number with a fraction (`5037.3`, `32700.99.1234`) is ordered
/// by its first component where a default depends on the version: the text fields of the pairs
/// from 9059 and 23504, whose documents leave the character picker to that default, compile to the
/// same nib as Apple's with the version given a fraction.
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct CompileToolsVersionTests {
    /// Equal pairs of toolsVersion 9059 or 23504 whose text fields leave the picker out.
    static var pairs: [String] {
        AppKitPairEditing.pairs(holding: ["<textField "]).filter { path in
            let name = String(path.split(separator: "/").last!.dropLast(4))
            guard CompileCorpusTests.equalPairs.contains(name),
                let text = try? String(contentsOfFile: path, encoding: .utf8)
            else { return false }
            return !text.contains("allowsCharacterPickerTouchBarItem")
                && (text.contains("toolsVersion=\"9059\"") || text.contains("toolsVersion=\"23504\""))
        }
    }

    @Test func theCorpusHasSuchPairs() {
        #expect(Self.pairs.count >= 4)
    }

    @Test(arguments: CompileToolsVersionTests.pairs)
    func buildNumberWithAFractionKeepsTheDefault(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "toolsVersion=\"9059\"", with: "toolsVersion=\"9059.3\"")
            .replacingOccurrences(of: "toolsVersion=\"23504\"", with: "toolsVersion=\"23504.99.1\"")
        #expect(changed != text)
        let document = try XibCompiler().compile(bytes: Array(changed.utf8), path: path).document
        let graph = try AppKitNibEncoder(document: document, file: path).encode()
        let compiled = try NibArchiveReader.read(NibArchiveWriter.bytes(of: graph))
        let apple = try NibArchiveFile.read(contentsOf: String(path.dropLast(4)) + ".nib")
        let differences = NibArchiveComparison(compiled, apple).differences()
        #expect(differences.isEmpty, "\(path): \(differences.map(\.description).joined(separator: "; "))")
    }
}
