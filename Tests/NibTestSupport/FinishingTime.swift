import Testing

/// Runs `work` and records an issue when it ran longer than `limit`: a guard against work that
/// grows with the square of its input (minutes where it should take seconds), not a measurement.
/// The clock starts when the work does. A test's `.timeLimit` also counts the time the test waits
/// for a thread while other tests of the run hold them all, and failed a test of 3 s of work after
/// 451 s of that wait on a loaded machine.
public func expectFinishes<Result>(
    within limit: Duration, sourceLocation: SourceLocation = #_sourceLocation, _ work: () throws -> Result
) rethrows -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try work()
    let elapsed = clock.now - start
    #expect(elapsed < limit, "the work took \(elapsed), over the limit of \(limit)", sourceLocation: sourceLocation)
    return result
}
