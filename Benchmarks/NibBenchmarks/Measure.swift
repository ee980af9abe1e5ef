/// Timing helpers. Each measurement is the best of several runs: on a shared machine other work
/// only ever adds time, so the fastest run is the closest to the code's own cost.
enum Measure {
    /// The fastest of `runs` runs, in seconds (after one warm-up run).
    static func best(runs: Int, _ body: () -> Void) -> Double {
        body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            body()
            samples.append(seconds(clock.now - start))
        }
        return samples.min() ?? 0
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    static func megabytesPerSecond(bytes: Int, seconds: Double) -> Double {
        Double(bytes) / 1_000_000 / seconds
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds >= 0.1 ? format(seconds * 1000, 0) + " ms" : format(seconds * 1000, 2) + " ms"
    }

    static func format(_ value: Double, _ digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return "\(rounded)"
    }
}
