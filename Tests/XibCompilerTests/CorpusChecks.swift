import Foundation
import NibManifest
import NibModel
import Testing
import XibCompiler

/// The checks every corpus document gets, whatever its format: the CLI's `inspect --json` summary
/// against an independent reading, and the manifest's determinism and round trip.
enum CorpusChecks {
    /// What an independent reading of a document counts: its objects, placeholders and connections.
    typealias Summary = (objects: Int, placeholders: [NibSummary.Placeholder], connections: [NibSummary.Connection])

    /// Runs `codegen inspect --json PATH` and expects its summary to equal `expected`. A role or
    /// kind the summary spells in a way the model does not know fails the check.
    static func inspectJSON(of path: String, equals expected: Summary) throws {
        let output = try CLI.run(["inspect", "--json", path])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(json["objects"] as? Int == expected.objects)
        let placeholders = try (json["placeholders"] as? [[String: Any]] ?? []).map { entry in
            NibSummary.Placeholder(
                id: entry["id"] as? String ?? "",
                role: try #require(NibPlaceholder.Role(rawValue: entry["role"] as? String ?? ""), "role in \(entry)"),
                identifier: entry["identifier"] as? String)
        }
        #expect(placeholders == expected.placeholders)
        let connections = try (json["connections"] as? [[String: Any]] ?? []).map { entry in
            NibSummary.Connection(
                kind: try #require(NibConnection.Kind(rawValue: entry["kind"] as? String ?? ""), "kind in \(entry)"),
                source: entry["source"] as? String ?? "", destination: entry["destination"] as? String ?? "",
                name: entry["name"] as? String ?? "")
        }
        #expect(connections == expected.connections)
    }

    /// Converts `path` twice: both manifests are the same bytes, they read back to the same model,
    /// and that model writes the same bytes again.
    static func manifestIsDeterministicAndRoundTrips(_ path: String) throws {
        let first = try XibCompiler().compile(contentsOf: path).document
        let bytes = ManifestWriter.data(for: first)
        #expect(bytes == ManifestWriter.data(for: try XibCompiler().compile(contentsOf: path).document))
        let readBack = try ManifestReader.read(bytes)
        // Manifests do not record which strings were written in base64 (only a compiled nib
        // depends on it): the rest of the model comes back whole.
        var expected = first
        for index in expected.objects.indices { expected.objects[index].base64Properties = [] }
        #expect(readBack == expected)
        #expect(ManifestWriter.data(for: readBack) == bytes)
    }
}
