import NibModel

extension AppKitEncoding {
    /// The fixed formats (`formatterBehavior="custom10_4"` with a `dateFormat`) whose title
    /// parse is reproduced. A style's format (`dateStyle`/`timeStyle`) comes from the compiling
    /// Mac's locale, which the document does not record, so styles are refused.
    static let encodedDateFormats: Set<String> = ["EEEE"]

    /// The English weekday names an `EEEE` title is parsed from, with the day of January 2000
    /// Apple's compiler archives for each (`Wednesday` is 2000-01-05 in `dateformatter_weekday`).
    /// Saturday and Sunday are left out: the first such day from 2000-01-01 (1 and 2 January) and
    /// the one of the ISO week 1 of 2000 (8 and 9 January) differ, and no pair tells which is
    /// archived; from Monday to Friday both rules give the same day.
    static let parsedWeekdays: [String: Int] = [
        "Monday": 3, "Tuesday": 4, "Wednesday": 5, "Thursday": 6, "Friday": 7,
    ]

    /// 2000-01-01 00:00 GMT, the date fields a title leaves out are taken from, as an
    /// `NSDate`'s `NS.time` (seconds from 2001-01-01 00:00 GMT).
    static let dateParseOrigin: Double = -31_622_400

    /// Why a `<dateFormatter>` is not encoded (the attribute and the detail of its refusal), or
    /// nil when it is a fixed format this writer parses titles with.
    static func dateFormatterRefusal(_ formatter: NibObject) -> (attribute: String, detail: String)? {
        for entry in formatter.properties {
            switch (entry.name, entry.value) {
            case ("formatterBehavior", .string("custom10_4")):
                continue
            case ("dateFormat", .string(let format)) where encodedDateFormats.contains(format):
                continue
            case ("dateFormat", .string(let format)):
                return (
                    "dateFormat",
                    "'\(format)' of <dateFormatter> (only \(encodedDateFormats.sorted().joined(separator: ", ")) "
                        + "titles are parsed as Apple's compiler does)"
                )
            case ("dateStyle", _), ("timeStyle", _):
                return (
                    entry.name,
                    "of <dateFormatter> (a style's format comes from the compiling Mac's locale, "
                        + "which the document does not record)"
                )
            default:
                return (entry.name, "of <dateFormatter>")
            }
        }
        guard formatter.properties["formatterBehavior"] == .string("custom10_4") else {
            return ("formatterBehavior", "(not custom10_4) of <dateFormatter>")
        }
        guard formatter.properties["dateFormat"] != nil else {
            return ("dateFormat", "(left out) of <dateFormatter>")
        }
        return nil
    }

    /// A date-formatted text cell's `NSContents`: the `NSDate` Apple's compiler parses from the
    /// title, fields the format leaves out taken from 2000-01-01 00:00 GMT (`EEEE`: the weekday
    /// of the first days of January 2000). A formatter or title this writer does not parse as
    /// Apple's compiler does is refused (nil).
    mutating func dateContents(_ title: String?, formatter: NibObject, cell: NibObject) -> NibArchiveValue.Kind? {
        if let refusal = Self.dateFormatterRefusal(formatter) {
            refuse(.attribute, refusal.attribute, at: formatter.position, detail: refusal.detail)
            return nil
        }
        guard let title, let day = Self.parsedWeekdays[title] else {
            refuse(
                .attribute, "title", at: cell.position,
                detail: "'\(title ?? "")' of a date-formatted <\(cell.element)> (the date Apple's compiler parses "
                    + "from it is learnt for the English names Monday to Friday only)")
            return nil
        }
        let date = graph.addObject("NSDate")
        graph.append("NS.time", .double(Self.dateParseOrigin + Double((day - 1) * 86_400)), to: date)
        return .object(date)
    }

    /// A `<dateFormatter>` of a fixed format as an `NSDateFormatter`: `NS.attributes` (an
    /// `NSMutableDictionary`: `dateFormat`, `dateStyle` 0, `formatterBehavior` 1040, `timeStyle`
    /// 0), `NS.format` (the same string as `dateFormat`) and `NS.natural = false`. Nil for a
    /// formatter ``dateContents(_:formatter:cell:)`` refuses.
    mutating func encodeDateFormatter(_ formatter: NibObject, parent: Int) -> Int? {
        guard Self.dateFormatterRefusal(formatter) == nil,
            case .string(let format)? = formatter.properties["dateFormat"]
        else { return nil }
        let index = graph.addObject("NSDateFormatter")
        register(index, id: formatter.id, parent: parent)
        let formatString = graph.string(format)
        let entries: [(String, NibArchiveValue.Kind)] = [
            ("dateFormat", formatString), ("dateStyle", sharedNumber(.integer(0))),
            ("formatterBehavior", sharedNumber(.integer(1040))), ("timeStyle", sharedNumber(.integer(0))),
        ]
        let dictionary = graph.array(entries.flatMap { [graph.string($0.0), $0.1] }, className: "NSMutableDictionary")
        graph.append("NS.attributes", dictionary, to: index)
        graph.append("NS.format", formatString, to: index)
        graph.append("NS.natural", .bool(false), to: index)
        return index
    }
}
