/// What the app did, line by line: `swift run nib-demo` prints it, the tests read it.
final class Transcript {
    private(set) var lines: [String] = []

    func log(_ line: String) { lines.append(line) }
}
