/// A moment as a date and time of day in UTC, in the proleptic Gregorian calendar (the calendar
/// continued backwards before 1582, as CoreFoundation's absolute time conversion does), to the
/// whole second.
struct GregorianDate: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of property lists.
    static let referenceDateSince1970: Int64 = 978_307_200

    /// The moment `seconds` after 2001-01-01 00:00:00 UTC, rounded down to the second; nil when
    /// it is not finite or lies outside the years 1 to 9999 (the years of a four-digit date).
    init?(secondsSince2001 seconds: Double) {
        // About ±317,000 years: beyond them the year is out of range anyway, and Int64 holds it.
        guard seconds.isFinite, abs(seconds) < 1e13 else { return nil }
        let whole = Int64(seconds.rounded(.down)) + Self.referenceDateSince1970
        let (days, secondOfDay) = Self.divided(whole, by: 86_400)
        // Days since 0000-03-01, so that leap days end each 4-, 100- and 400-year cycle.
        let (era, dayOfEra) = Self.divided(days + 719_468, by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else { return nil }
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        self.hour = Int(secondOfDay / 3_600)
        self.minute = Int(secondOfDay % 3_600 / 60)
        self.second = Int(secondOfDay % 60)
    }

    /// `yyyy-MM-ddTHH:mm:ssZ`.
    var iso8601: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) + "T" + Self.padded(hour, 2)
            + ":" + Self.padded(minute, 2) + ":" + Self.padded(second, 2) + "Z"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Quotient rounded down and the non-negative remainder.
    private static func divided(_ value: Int64, by divisor: Int64) -> (Int64, Int64) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }
}
