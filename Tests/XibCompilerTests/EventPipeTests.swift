import Testing

@testable import XibCompiler

/// Batches sent through the pipe arrive whole and in order on another thread, however far the
/// sender runs ahead, and the receiver sees the end only after the last batch.
@Suite struct EventPipeTests {
    @Test func batchesArriveInOrderAcrossThreads() throws {
        let pipe = EventPipe(capacity: 2)
        let count = 2_000
        nonisolated(unsafe) var received: [[UInt8]] = []
        let receiver = try #require(
            JoinableThread {
                while let batch = pipe.receive() {
                    received.append(Array(batch.slice(0..<batch.count)))
                    pipe.recycle(batch)
                }
            })
        var batch = UnmanagedArray<UInt8>()
        var sent: [[UInt8]] = []
        for number in 0..<count {
            // Sizes from 1 byte to past a reused batch's room, so recycled batches grow.
            let bytes = (0..<(1 + number % 700)).map { UInt8(truncatingIfNeeded: $0 &+ number) }
            bytes.withUnsafeBufferPointer { batch.append(contentsOf: $0) }
            sent.append(bytes)
            batch = pipe.send(batch)
            #expect(batch.count == 0)
        }
        pipe.close()
        receiver.join()
        batch.release()
        #expect(received.count == count)
        #expect(received == sent)
    }

    @Test func aClosedEmptyPipeEndsTheReceiverAtOnce() throws {
        let pipe = EventPipe(capacity: 1)
        pipe.close()
        #expect(pipe.receive() == nil)
    }
}
