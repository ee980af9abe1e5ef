#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable run of plain values in memory of its own: what ``XMLTree`` keeps its records in.
///
/// Unlike an array it is read and written without reference counting or uniqueness checks, grows in
/// place where the allocator can (a large buffer is remapped, not copied), and can be cut back to
/// an earlier length, which the tree builder does once a converter has read a finished element.
/// Its owner frees it with ``release()``.
struct UnmanagedArray<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    fileprivate var capacity = 0
    /// The most elements it has held at once before being cut back.
    private var peak = 0

    /// The most elements it has held at once.
    var highWater: Int { Swift.max(peak, count) }

    subscript(index: Int) -> Element {
        get { base.unsafelyUnwrapped[index] }
        set { base.unsafelyUnwrapped[index] = newValue }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        base.unsafelyUnwrapped[count] = element
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        (base.unsafelyUnwrapped + count).update(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends a copy of its own elements in `range`.
    mutating func appendCopy(of range: Range<Int>) {
        guard !range.isEmpty else { return }
        if count + range.count > capacity { grow(toHold: count + range.count) }
        (base.unsafelyUnwrapped + count).update(from: base.unsafelyUnwrapped + range.lowerBound, count: range.count)
        count += range.count
    }

    var isEmpty: Bool { count == 0 }

    /// The last element, if there is one.
    var last: Element? { count > 0 ? base.unsafelyUnwrapped[count - 1] : nil }

    /// Removes and returns the last element, which must exist.
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "removing from an empty buffer")
        count -= 1
        return base.unsafelyUnwrapped[count]
    }

    /// Forgets every element from `length` on.
    mutating func truncate(to length: Int) {
        precondition(length <= count)
        peak = Swift.max(peak, count)
        count = length
    }

    /// The elements in `range`, valid until the buffer next grows.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base.map { $0 + range.lowerBound }, count: range.count)
    }

    fileprivate mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2, 64)
        guard let memory = realloc(base, newCapacity * MemoryLayout<Element>.stride) else {
            fatalError("out of memory growing a buffer to \(newCapacity) elements")
        }
        base = memory.assumingMemoryBound(to: Element.self)
        capacity = newCapacity
    }

    /// Frees the memory; the buffer is empty afterwards.
    mutating func release() {
        free(base)
        base = nil
        count = 0
        capacity = 0
    }
}

extension UnmanagedArray where Element == UInt8 {
    /// Where the next `length` bytes go, after making room for them at once; nothing counts as
    /// appended until ``commit(upTo:)``.
    @inline(__always)
    mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if count + length > capacity { grow(toHold: count + length) }
        return base.unsafelyUnwrapped + count
    }

    /// Counts the bytes written into the last reservation, up to `end`, as appended.
    @inline(__always)
    mutating func commit(upTo end: UnsafeMutablePointer<UInt8>) {
        count = base.unsafelyUnwrapped.distance(to: end)
    }

    /// Appends the bytes of `value` as they lie in memory.
    mutating func appendBytes<Value: BitwiseCopyable>(of value: Value) {
        let size = MemoryLayout<Value>.size
        if count + size > capacity { grow(toHold: count + size) }
        UnsafeMutableRawPointer(base.unsafelyUnwrapped + count).storeBytes(of: value, as: Value.self)
        count += size
    }
}
