import NibModel

extension AppKitEncoding {
    /// What a `<dateFormatter>` archives: its ICU format, its styles as `NSDateFormatterStyle`
    /// numbers, and whether the format is the document's own (a `dateFormat` entry).
    struct DateFormatterForm {
        var format: String
        var dateStyle = 0
        var timeStyle = 0
        var isFixed: Bool
    }

    /// The fixed formats (`formatterBehavior="custom10_4"` with a `dateFormat`) whose title
    /// parse is reproduced.
    static let encodedDateFormats: Set<String> = ["EEEE"]

    /// The `dateStyle`/`timeStyle` pairs learnt, with their `NSDateFormatterStyle` numbers and the
    /// format Apple's compiler archives for them. A style's format comes from the compiling Mac's
    /// locale, which the document does not record: `test_date_formatter`'s short date and short
    /// time is `d/M/y, h:mm a` with a narrow no-break space (U+202F) before `a`; other styles are
    /// refused.
    static let learntDateStyles: [String: (date: Int, time: Int, format: String)] = [
        "short/short": (1, 1, shortDateTimeFormat)
    ]

    /// The format of a short date and a short time on the compiling Mac.
    static let shortDateTimeFormat = "d/M/y, h:mm\u{202F}a"

    /// The English weekday names an `EEEE` title is parsed from, with the day of January 2000
    /// Apple's compiler archives for each (`Wednesday` is 2000-01-05 in `dateformatter_weekday`).
    /// Saturday and Sunday are left out: the first such day from 2000-01-01 (1 and 2 January) and
    /// the one of the ISO week 1 of 2000 (8 and 9 January) differ, and no pair tells which is
    /// archived; from Monday to Friday both rules give the same day.
    static let parsedWeekdays: [String: Int] = [
        "Monday": 3, "Tuesday": 4, "Wednesday": 5, "Thursday": 6, "Friday": 7,
    ]

    /// Months whose dates parse to the same instant whether the compiling Mac's time zone is GMT
    /// or London's: both pairs' dates (January 2000 and 1976) are archived as GMT, which London
    /// also is outside summer time (late March to late October).
    static let winterMonths: Set<Int> = [11, 12, 1, 2]

    /// The form of a `<dateFormatter>`, or the attribute and detail of its refusal.
    static func dateFormatterForm(_ formatter: NibObject) -> Result<DateFormatterForm, NibCompileRefusal> {
        let properties = formatter.properties
        if case .string(let format)? = properties["dateFormat"] {
            guard properties["formatterBehavior"] == .string("custom10_4") else {
                return .failure(.init("formatterBehavior", "(not custom10_4) of <dateFormatter> with a dateFormat"))
            }
            guard encodedDateFormats.contains(format) else {
                return .failure(
                    .init(
                        "dateFormat",
                        "'\(format)' of <dateFormatter> (only \(encodedDateFormats.sorted().joined(separator: ", ")) "
                            + "titles are parsed as Apple's compiler does)"))
            }
            if let other = properties.first(where: { !["dateFormat", "formatterBehavior"].contains($0.name) }) {
                return .failure(.init(other.name, "of <dateFormatter>"))
            }
            return .success(DateFormatterForm(format: format, isFixed: true))
        }
        var styles: [String] = []
        for name in ["dateStyle", "timeStyle"] {
            guard case .string(let style)? = properties[name] else {
                return .failure(.init(name, "(left out, with no dateFormat) of <dateFormatter>"))
            }
            styles.append(style)
        }
        guard let learnt = learntDateStyles[styles.joined(separator: "/")] else {
            return .failure(
                .init(
                    "dateStyle",
                    "'\(styles.joined(separator: "/"))' of <dateFormatter> (a style's format comes from the compiling "
                        + "Mac's locale, which the document does not record; only short/short is learnt)"))
        }
        if let other = properties.first(where: { !["dateStyle", "timeStyle"].contains($0.name) }) {
            return .failure(.init(other.name, "of <dateFormatter> with styles"))
        }
        return .success(
            DateFormatterForm(format: learnt.format, dateStyle: learnt.date, timeStyle: learnt.time, isFixed: false))
    }

    /// A date-formatted text cell's `NSContents`: the `NSDate` Apple's compiler parses from the
    /// title in GMT, fields the format leaves out taken from 2000-01-01 00:00 (`EEEE`: the weekday
    /// of the first days of January 2000). A formatter or title this writer does not parse as
    /// Apple's compiler does is refused (nil).
    mutating func dateContents(_ title: String?, formatter: NibObject, cell: NibObject) -> NibArchiveValue.Kind? {
        let form: DateFormatterForm
        switch Self.dateFormatterForm(formatter) {
        case .success(let value): form = value
        case .failure(let refusal):
            refuse(.attribute, refusal.attribute, at: formatter.position, detail: refusal.detail)
            return nil
        }
        guard let title, let time = Self.parsedDate(title, format: form.format) else {
            refuse(
                .attribute, "title", at: cell.position,
                detail: "'\(title ?? "")' of a <\(cell.element)> formatted '\(form.format)' (the date Apple's "
                    + "compiler parses from it is not learnt)")
            return nil
        }
        let date = graph.addObject("NSDate")
        graph.append("NS.time", .double(time), to: date)
        return .object(date)
    }

    /// The seconds from 2001-01-01 00:00 GMT to the date `title` spells in `format`, or nil when
    /// the parse is not one this writer reproduces.
    static func parsedDate(_ title: String, format: String) -> Double? {
        switch format {
        case "EEEE":
            guard let day = parsedWeekdays[title] else { return nil }
            return secondsFromReference(year: 2000, month: 1, day: day, minutes: 0)
        case shortDateTimeFormat:
            return parsedShortDateTime(title)
        default:
            return nil
        }
    }

    /// ``shortDateTimeFormat`` with a four-digit year, a two-digit minute and `am`/`pm` after a
    /// space or a narrow no-break space (`test_date_formatter`'s title has a space), in a winter
    /// month (``winterMonths``).
    static func parsedShortDateTime(_ title: String) -> Double? {
        let halves = title.split(separator: ", ", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let date = halves[0].split(separator: "/", omittingEmptySubsequences: false)
        let clock = halves[1].split(omittingEmptySubsequences: false) { $0 == " " || $0 == "\u{202F}" }
        guard date.count == 3, clock.count == 2, date[2].count == 4 else { return nil }
        let time = clock[0].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 2, time[1].count == 2, (1...2).contains(time[0].count) else { return nil }
        let numbers = (date + time).map { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
        let values = numbers.compactMap { $0 }
        guard values.count == 5 else { return nil }
        let (day, month, year, hour, minute) = (values[0], values[1], values[2], values[3], values[4])
        guard (1583...9999).contains(year), winterMonths.contains(month), (1...12).contains(hour),
            (0...59).contains(minute), (1...daysIn(month: month, year: year)).contains(day),
            let afternoon = ["am": false, "pm": true][String(clock[1])]
        else { return nil }
        let hours = hour % 12 + (afternoon ? 12 : 0)
        return secondsFromReference(year: year, month: month, day: day, minutes: hours * 60 + minute)
    }

    /// The days of a month of the Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Seconds from 2001-01-01 00:00 GMT to a Gregorian date and time of day in GMT.
    static func secondsFromReference(year: Int, month: Int, day: Int, minutes: Int) -> Double {
        // Days from 1970-01-01 of a civil date (March-based years, 400-year eras).
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let referenceDays = 11_323  // 2001-01-01
        return Double((days - referenceDays) * 86_400 + minutes * 60)
    }

    /// A `<dateFormatter>` as an `NSDateFormatter`: `NS.attributes` (an `NSMutableDictionary` in
    /// ascending key order: `dateFormat` for a fixed format, `dateStyle`, `formatterBehavior`
    /// 1040, `timeStyle`), `NS.format` (the format: the same string as `dateFormat`, or the one
    /// the styles give) and `NS.natural = false`. Nil for a formatter
    /// ``dateContents(_:formatter:cell:)`` refuses.
    mutating func encodeDateFormatter(_ formatter: NibObject, parent: Int) -> Int? {
        guard case .success(let form) = Self.dateFormatterForm(formatter) else { return nil }
        let index = graph.addObject("NSDateFormatter")
        register(index, id: formatter.id, parent: parent)
        let formatString = graph.string(form.format)
        var entries: [(String, NibArchiveValue.Kind)] = []
        if form.isFixed { entries.append(("dateFormat", formatString)) }
        entries += [
            ("dateStyle", sharedNumber(.integer(form.dateStyle))),
            ("formatterBehavior", sharedNumber(.integer(1040))), ("timeStyle", sharedNumber(.integer(form.timeStyle))),
        ]
        let dictionary = graph.array(entries.flatMap { [graph.string($0.0), $0.1] }, className: "NSMutableDictionary")
        graph.append("NS.attributes", dictionary, to: index)
        graph.append("NS.format", formatString, to: index)
        graph.append("NS.natural", .bool(false), to: index)
        return index
    }
}
