import NibMerge
import NibModel

/// libFuzzer entry point for the three-way merge: the input is base, ours and theirs separated by
/// NUL bytes (a single document is merged with itself). Any input either is refused with a
/// ``MergeError`` positioned in the input, or merges into a document that always validates.
///
/// Invariants checked beyond "no crash": the result reads back with no repeated id and no
/// reference to a missing id that ours or theirs did not already make; merging the result with
/// itself gives it back byte for byte; a document merged with itself comes back unchanged; the
/// diff from base to the result finishes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (base, ours, theirs, isTriple) = versions(UnsafeBufferPointer(start: data, count: size))
    let result: MergeResult
    do {
        result = try NibMerger().merge(base: base, ours: ours, theirs: theirs, path: "Fuzz.xib")
    } catch {
        if case .invalidResult = error { fatalError("the merge refused its own result: \(error)") }
        let diagnostic = error.diagnostic
        guard diagnostic.file == "Fuzz.xib", !diagnostic.message.isEmpty else { fatalError("unplaced error: \(error)") }
        return 0
    }
    if !isTriple, result.bytes != base || !result.isClean { fatalError("a self-merge changed the document") }
    let dangling: Set<String>
    do { dangling = try DocumentCheck.danglingReferences(in: result.bytes, file: "merged") } catch {
        fatalError("the merged document does not validate: \(error)")
    }
    let inherited = ((try? DocumentCheck.danglingReferences(in: ours, file: "ours")) ?? [])
        .union((try? DocumentCheck.danglingReferences(in: theirs, file: "theirs")) ?? [])
    guard dangling.isSubset(of: inherited) else {
        fatalError("the merge added references to missing ids: \(dangling.subtracting(inherited).sorted())")
    }
    guard let again = try? NibMerger().merge(base: result.bytes, ours: result.bytes, theirs: result.bytes, path: "m"),
        again.bytes == result.bytes
    else { fatalError("merging the result with itself changed it") }
    _ = try? NibDiff(old: .init(bytes: base, file: "base"), new: .init(bytes: result.bytes, file: "merged"))
    return 0
}

/// The three versions in one input: base NUL ours NUL theirs (theirs runs to the end, NULs and
/// all), each copied once from the input; an input with fewer than two NULs is all three.
func versions(_ input: UnsafeBufferPointer<UInt8>) -> (base: [UInt8], ours: [UInt8], theirs: [UInt8], isTriple: Bool) {
    guard let first = input.firstIndex(of: 0), let second = input[(first + 1)...].firstIndex(of: 0) else {
        let whole = Array(input)
        return (whole, whole, whole, false)
    }
    return (Array(input[..<first]), Array(input[(first + 1)..<second]), Array(input[(second + 1)...]), true)
}
