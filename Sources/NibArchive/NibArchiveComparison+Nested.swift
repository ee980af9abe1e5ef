extension NibArchiveComparison {
    /// How many archives deep data is still read as an archive; deeper data is compared byte
    /// for byte, so a hostile file of archives inside archives cannot exhaust the stack.
    static let maximumNesting = 8

    /// Two data values that both hold a readable archive (magic `NIBArchive`), as a comparison
    /// of those archives; `nil` when either is not one, so the data is compared byte for byte.
    func nestedArchives(_ lhs: NibArchiveValue.Kind, _ rhs: NibArchiveValue.Kind) -> NestedArchives? {
        guard nesting < Self.maximumNesting, case .data(let leftBytes) = lhs, case .data(let rightBytes) = rhs,
            leftBytes != rightBytes, leftBytes.starts(with: NibArchiveReader.magic),
            rightBytes.starts(with: NibArchiveReader.magic)
        else { return nil }
        let leftArchive = Result { () throws(NibArchiveError) in try NibArchiveReader.read(leftBytes) }
        let rightArchive = Result { () throws(NibArchiveError) in try NibArchiveReader.read(rightBytes) }
        return NestedArchives(left: leftArchive, right: rightArchive, nesting: nesting + 1)
    }

    /// Two archives found as data at the same place, either of which may not have been readable.
    struct NestedArchives {
        var left: Result<NibArchiveFile, NibArchiveError>
        var right: Result<NibArchiveFile, NibArchiveError>
        var nesting: Int

        /// The first `limit` differences of the two archives, their paths inside braces after
        /// `path`; an unreadable side is one difference naming its error.
        func differences(path: String, limit: Int) -> [NibArchiveDifference] {
            switch (left, right) {
            case (.success(let leftArchive), .success(let rightArchive)):
                return NibArchiveComparison(leftArchive, rightArchive, nesting: nesting)
                    .differences(limit: max(limit, 1))
                    .map { NibArchiveDifference(path: path + "{" + $0.path + "}", left: $0.left, right: $0.right) }
            default:
                return [
                    NibArchiveDifference(
                        path: path + " (archive)", left: Self.describe(left), right: Self.describe(right))
                ]
            }
        }

        static func describe(_ archive: Result<NibArchiveFile, NibArchiveError>) -> String {
            switch archive {
            case .success(let file): return "archive of \(file.objects.count) objects"
            case .failure(let error): return "unreadable archive (\(error.message))"
            }
        }
    }
}
