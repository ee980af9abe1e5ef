/// Lining up two versions of a list: which entries of one are the unchanged entries of the other.
enum SequenceAlignment {
    /// The most cells the table of a longest common subsequence may have (16 MB of counts);
    /// beyond it the middle of the two lists, between their common start and end, is left
    /// unmatched and its entries are paired by place.
    static let largestTable = 1 << 22

    /// The pairs of indices `(i, j)`, increasing in both, of a longest run of entries `old[i] ==
    /// new[j]` the two lists have in common: the common start and end, then, between them, a
    /// longest common subsequence when its table stays under ``largestTable``.
    static func matches(_ old: [Int], _ new: [Int]) -> [(Int, Int)] {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var end = 0
        while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] {
            end += 1
        }
        var pairs = (0..<start).map { ($0, $0) }
        pairs += middle(old[start..<(old.count - end)], new[start..<(new.count - end)])
        pairs += (0..<end).map { (old.count - end + $0, new.count - end + $0) }
        return pairs
    }

    /// A longest common subsequence of two slices, as pairs of their indices.
    private static func middle(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> [(Int, Int)] {
        let rows = old.count
        let columns = new.count
        let (cells, overflow) = (rows + 1).multipliedReportingOverflow(by: columns + 1)
        guard rows > 0, columns > 0, !overflow, cells <= largestTable else { return [] }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        let width = columns + 1
        var lengths = [Int32](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[old.startIndex + i] == new[new.startIndex + j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < rows, j < columns {
            if old[old.startIndex + i] == new[new.startIndex + j] {
                pairs.append((old.startIndex + i, new.startIndex + j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
