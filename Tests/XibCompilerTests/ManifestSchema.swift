import Foundation

/// The manifest schema (`docs/manifest.schema.json`) and its validator
/// (`Scripts/validate-manifests.py`), run the one way the tests run them.
enum ManifestSchema {
    /// Validates the manifests at `paths` against the schema: status 0 and `N valid` on standard
    /// output when every one is accepted, the failures named otherwise.
    static func validate(_ paths: [String]) throws -> CLI.Result {
        let schema = TestPaths.packageRoot.appendingPathComponent("docs/manifest.schema.json").path
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/validate-manifests.py").path
        return try CLI.runProcess("/usr/bin/env", ["python3", script, schema] + paths)
    }
}
