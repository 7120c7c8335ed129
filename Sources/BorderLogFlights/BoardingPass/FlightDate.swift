import BorderLogModel

/// The date of a boarding-pass flight, whose barcode gives only the day of the year (BCBP field 10).
///
/// The year is chosen so the flight falls closest to a reference day and not far after it:
/// - with the pass's date of issue (BCBP conditional field, last digit of the year and day of the year) the
///   flight is the first date with that day of the year on or after the issue day (a day's slack for zones):
///   a pass is issued at check-in, before the flight;
/// - otherwise the reference is the `.pkpass`'s `relevantDate` (the departure or boarding time) or the file's
///   modification date: the flight is the date with that day of the year nearest to it, at most
///   ``aheadLimit`` days after it, since a pass exists from check-in (days before the flight) and a file
///   saved later (copied, exported) only moves the reference forward.
public enum FlightDate {
    /// How many days after the reference a flight may be: online check-in opens at most a few days ahead.
    public static let aheadLimit = 3

    public static func resolve(julianDay: Int, reference: LocalDay, issued: (yearDigit: Int, julianDay: Int)? = nil) -> LocalDay? {
        if let issued, let issue = issueDay(issued, reference: reference) {
            return (issue.year...(issue.year + 1)).lazy.compactMap { date(year: $0, day: julianDay) }.first { $0 >= issue.adding(days: -1) }
        }
        let candidates = ((reference.year - 1)...(reference.year + 1)).compactMap { date(year: $0, day: julianDay) }
            .filter { reference.days(to: $0) <= aheadLimit }
        return candidates.min { abs(reference.days(to: $0)) < abs(reference.days(to: $1)) }
    }

    /// The issue day: the year ending in `yearDigit` nearest to, and not after, the reference's year (plus slack).
    private static func issueDay(_ issued: (yearDigit: Int, julianDay: Int), reference: LocalDay) -> LocalDay? {
        let limit = reference.adding(days: aheadLimit)
        for back in 0..<10 {
            let year = reference.year + 1 - back
            guard year % 10 == issued.yearDigit, let day = date(year: year, day: issued.julianDay), day <= limit else { continue }
            return day
        }
        return nil
    }

    /// Day `day` (1-based) of `year`; nil when the year has fewer days.
    static func date(year: Int, day: Int) -> LocalDay? {
        guard day >= 1, day <= (LocalDay.isLeap(year) ? 366 : 365), let first = LocalDay(year: year, month: 1, day: 1) else { return nil }
        return first.adding(days: day - 1)
    }
}
