/// A place in a source file, in the 1-based line and column form compilers print.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position used when nothing more precise is known: the start of the file.
    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A diagnostic's location: a file and a position in it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    /// `file:line:column`, as compilers and editors expect.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}
