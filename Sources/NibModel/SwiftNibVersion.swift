/// The version of swift-nib, as `codegen --version` and `nib-render --version` print it.
///
/// It follows [Semantic Versioning](https://semver.org/spec/v2.0.0.html) and names the section of
/// `CHANGELOG.md` that lists what changed: while a version is being prepared it carries the `-dev`
/// pre-release suffix and its changes are under `[Unreleased]`. Before 1.0 a minor version may
/// break source compatibility; each such break is listed in the changelog with what to write instead.
public enum SwiftNibVersion {
    /// The version string, for example `0.3.0-dev`.
    public static let current = "0.3.0-dev"
}
