#if canImport(Glibc)
import Glibc
#endif

/// Resident memory of this process, read from /proc (Linux).
enum Memory {
    /// Current resident set size in bytes (`VmRSS`).
    static var resident: Int { field("VmRSS:") }
    /// Peak resident set size in bytes since the process started or the peak was reset (`VmHWM`).
    static var peak: Int { field("VmHWM:") }

    /// Resets the peak to the current size (Linux ≥ 4.0: write 5 to /proc/self/clear_refs).
    static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return }
        _ = write(fd, "5", 1)
        close(fd)
    }

    static func field(_ name: String) -> Int {
        guard let bytes = try? readStatus() else { return 0 }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name) {
            let number = line.dropFirst(name.count).split(separator: " ").first.flatMap { Int($0) } ?? 0
            return number * 1024
        }
        return 0
    }

    static func readStatus() throws -> [UInt8] {
        let fd = open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result += buffer[0..<count]
        }
        return result
    }

    static func megabytes(_ bytes: Int) -> String {
        abs(bytes) < 1 << 20 ? "\(bytes / 1024) KiB" : Measure.format(Double(bytes) / 1_048_576, 1) + " MiB"
    }
}
