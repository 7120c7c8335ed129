import BorderLogModel

/// A government form that asks for every trip out of its country (`report absences --authority`, docs/absences.md):
/// which eligibility rule gives the country, the period and the limit; which trips the form wants listed; and how it
/// writes dates and heads its columns.
///
/// Every authority counts the same way: the day a person leaves and the day they come back are days in the country,
/// so the days outside are the return date less the departure date less one (a same-day or overnight trip has none).
/// What differs is which trips the form lists, the period, and the words. Sources, each read for its arithmetic:
/// - `uk-ilr`: Home Office guidance "Indefinite leave to remain: calculating continuous period in UK": only whole days
///   count, the days of departure and return are not absences; the application lists every absence in the qualifying
///   period.
/// - `uk-naturalisation`: Guide AN: whole days only, departure and arrival days are not absences; the form does not
///   need trips of two days or less (which hold no whole day away).
/// - `us-n400`: Form N-400, Part 9 "Time outside the United States": every trip of 24 hours or longer in the last five
///   years, with the days outside; departure and return days are days in the United States. A trip leaving and
///   returning on the same date cannot have lasted 24 hours; one that spans a night may have, so it is listed.
/// - `ca-citizenship`: IRCC's physical presence calculator and form CIT 0407: every absence in the five years before
///   the application, day trips included; the day you left and the day you came back are days in Canada.
/// - `ie-naturalisation`: Irish Nationality and Citizenship Act 1956 s.15(1)(c) as amended in 2023, and form 8: the
///   year before the application and the eight years before that; a day with any part spent in the State is a day of
///   residence.
/// - `nz-citizenship`: Citizenship Act 1977 s.8(2): the five years before the application; a day with any part spent in
///   New Zealand is a day there.
public enum AbsenceAuthority: String, CaseIterable, Codable, Sendable {
    case ukILR = "uk-ilr"
    case ukNaturalisation = "uk-naturalisation"
    case usN400 = "us-n400"
    case caCitizenship = "ca-citizenship"
    case ieNaturalisation = "ie-naturalisation"
    case nzCitizenship = "nz-citizenship"

    /// How a form writes a date.
    public enum DateStyle: Sendable {
        /// 21/09/2024 (the UK, Ireland, New Zealand).
        case dayMonthYear
        /// 09/21/2024 (the N-400's mm/dd/yyyy).
        case monthDayYear
        /// 2024-09-21 (IRCC's calculator).
        case iso

        public func format(_ day: LocalDay) -> String {
            func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
            switch self {
            case .dayMonthYear: return "\(two(day.day))/\(two(day.month))/\(day.year)"
            case .monthDayYear: return "\(two(day.month))/\(two(day.day))/\(day.year)"
            case .iso: return day.description
            }
        }
    }

    /// A column of the form's table of trips.
    public enum Column: Sendable, CaseIterable {
        case departure, `return`, destinations, reason, daysOutside
    }

    /// The eligibility rule (bundled, or the person's own of the same id) whose country, windows and limit the table
    /// follows.
    public var ruleID: String { rawValue }

    /// The form the table is for, as its text names it.
    public var form: String {
        switch self {
        case .ukILR: "the UK settlement (ILR) application"
        case .ukNaturalisation: "form AN (naturalisation as a British citizen)"
        case .usN400: "form N-400, Part 9"
        case .caCitizenship: "the Canadian citizenship application (physical presence, CIT 0407)"
        case .ieNaturalisation: "form 8 (Irish naturalisation)"
        case .nzCitizenship: "the New Zealand citizenship application"
        }
    }

    /// The country, as the form's sentences name it ("the UK").
    public var countryPhrase: String {
        switch self {
        case .ukILR, .ukNaturalisation: "the UK"
        case .usN400: "the United States"
        case .caCitizenship: "Canada"
        case .ieNaturalisation: "the State"
        case .nzCitizenship: "New Zealand"
        }
    }

    public var dateStyle: DateStyle {
        switch self {
        case .usN400: .monthDayYear
        case .caCitizenship: .iso
        case .ukILR, .ukNaturalisation, .ieNaturalisation, .nzCitizenship: .dayMonthYear
        }
    }

    /// The columns the form has, in its order: the N-400 asks no reason.
    public var columns: [Column] {
        self == .usN400 ? [.departure, .return, .destinations, .daysOutside] : [.departure, .return, .destinations, .reason, .daysOutside]
    }

    /// The form's heading for `column`, as the CSV's header writes it.
    public func heading(_ column: Column) -> String {
        switch (self, column) {
        case (.usN400, .departure): "Date You Left the United States (mm/dd/yyyy)"
        case (.usN400, .return): "Date You Returned to the United States (mm/dd/yyyy)"
        case (.usN400, .destinations): "Countries to Which You Traveled"
        case (.usN400, .daysOutside): "Total Days Outside the United States"
        case (.caCitizenship, .departure): "From (YYYY-MM-DD)"
        case (.caCitizenship, .return): "To (YYYY-MM-DD)"
        case (.caCitizenship, .destinations): "Destination"
        case (.caCitizenship, .daysOutside): "Number of days absent"
        case (.ukILR, .departure), (.ukNaturalisation, .departure): "Date left the UK"
        case (.ukILR, .return), (.ukNaturalisation, .return): "Date returned to the UK"
        case (.ukILR, .daysOutside), (.ukNaturalisation, .daysOutside): "Number of days absent"
        case (.ieNaturalisation, .departure): "Date of departure from the State"
        case (.ieNaturalisation, .return): "Date of return to the State"
        case (.ieNaturalisation, .daysOutside): "Number of days absent"
        case (.nzCitizenship, .departure): "Date left New Zealand"
        case (.nzCitizenship, .return): "Date returned to New Zealand"
        case (.nzCitizenship, .daysOutside): "Days outside New Zealand"
        case (_, .destinations): "Countries visited"
        case (_, .reason): "Reason for absence"
        }
    }

    /// Whether the form wants a trip that left on `departure` and came back on `back` listed.
    public func lists(departure: LocalDay, return back: LocalDay) -> Bool {
        switch self {
        case .ukNaturalisation: AbsenceAuthority.daysOutside(departure: departure, return: back) > 0
        case .usN400: back > departure
        case .ukILR, .caCitizenship, .ieNaturalisation, .nzCitizenship: true
        }
    }

    /// The days wholly outside the country between leaving on `departure` and coming back on `back`: both are days in
    /// the country.
    public static func daysOutside(departure: LocalDay, return back: LocalDay) -> Int {
        max(0, departure.days(to: back) - 1)
    }
}
