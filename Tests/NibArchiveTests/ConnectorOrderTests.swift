import NibModel
import NibTestSupport
import Testing
import XibCompiler

@testable import NibArchive

/// The order the AppKit encoder lists outlet and action connectors in is the order of every
/// Apple nib of the corpus, including pairs refused for other reasons (`transmission_MainMenu`'s
/// 152 connectors).
@Suite(.enabled(if: TestCorpus.isAvailable, Comment(rawValue: TestCorpus.skipNote)))
struct ConnectorOrderTests {
    static var appKitPairs: [String] {
        NibArchiveSamples.corpusNibs.filter { !NibArchiveSamples.isUIKit($0) }.map { String($0.dropLast(4)) }
    }

    /// The labels of an archive's outlet and control connectors, in `NSConnections` order.
    static func appleLabels(_ path: String) throws -> [String] {
        let graph = NibArchiveGraph(try NibArchiveFile.read(contentsOf: path))
        func value(_ object: Int, _ key: String) -> NibArchiveValue.Kind? {
            graph.objects[object].values.first { $0.key == key }?.kind
        }
        func text(_ kind: NibArchiveValue.Kind?) -> String? {
            guard case .object(let index)? = kind, case .data(let bytes)? = value(index, "NS.bytes") else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard case .object(let data)? = value(0, "IB.objectdata"),
            case .object(let list)? = value(data, "NSConnections")
        else { return [] }
        var labels: [String] = []
        for element in graph.objects[list].values where element.key == "UINibEncoderEmptyKey" {
            guard case .object(let connector) = element.kind,
                ["NSNibOutletConnector", "NSNibControlConnector"].contains(graph.objects[connector].className),
                let label = text(value(connector, "NSLabel"))
            else { continue }
            labels.append(label)
        }
        return labels
    }

    @Test(arguments: ConnectorOrderTests.appKitPairs)
    func outletsAndActionsComeInApplesOrder(_ base: String) throws {
        let document = try XibCompiler().compile(contentsOf: base + ".xib").document
        let connections = document.connections.filter { $0.kind == .outlet || $0.kind == .action }
        let ordered = AppKitEncoding.connectorOrder(connections).map(\.name)
        #expect(ordered == (try Self.appleLabels(base + ".nib")), "\(base)")
    }

    @Test func somePairsHaveManyConnectors() throws {
        let counts = try Self.appKitPairs.map { try Self.appleLabels($0 + ".nib").count }
        #expect(counts.contains { $0 >= 150 })
    }
}
