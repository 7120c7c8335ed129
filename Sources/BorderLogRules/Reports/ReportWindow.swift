import BorderLogModel

/// A window of the count reports (`report countries`, `report regions`, the HTML and PDF tables): the last N days, the
/// calendar year so far, or the range asked for. Its `name` is what the JSON and CSV carry (`last30`, `year2026`,
/// `range`); the renderers switch on the case, never on the name.
public enum ReportWindow: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// The `days` days ending on the report's day.
    case last(days: Int)
    /// 1 January of `year` to the report's day.
    case yearToDate(year: Int)
    /// The range asked for (`--from`, `--to`; the whole report in the HTML and PDF).
    case range

    /// The look-back lengths every count report shows.
    public static let lookBackDays = [30, 90, 180, 365]

    /// The windows ending on `day`: the last 30, 90, 180 and 365 days, the calendar year so far, and `custom`.
    public static func windows(on day: LocalDay, custom: DayRange?) -> [(window: ReportWindow, range: DayRange)] {
        var windows = lookBackDays.map { (ReportWindow.last(days: $0), DayRange(day.adding(days: -($0 - 1)), day)!) }
        windows.append((.yearToDate(year: day.year), DayRange(LocalDay(year: day.year, month: 1, day: 1)!, day)!))
        if let custom { windows.append((.range, custom)) }
        return windows
    }

    /// The name scripts read: `last30`, `year2026`, `range`.
    public var name: String {
        switch self {
        case .last(let days): "last\(days)"
        case .yearToDate(let year): "year\(year)"
        case .range: "range"
        }
    }

    public var description: String { name }

    /// The text tables' column heading: `30d`, `2026`, or the range's own dates.
    public func heading(from: LocalDay, to: LocalDay) -> String {
        switch self {
        case .last(let days): "\(days)d"
        case .yearToDate(let year): "\(year)"
        case .range: "\(from)…\(to)"
        }
    }

    /// The length of a look-back window, nil for the others.
    public var lookBack: Int? {
        if case .last(let days) = self { days } else { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
