/// One VEVENT as read from a file: the fields flight detection and timing need, as Swift values.
public struct CalendarEvent: Sendable, Equatable {
    /// Which VCALENDAR of the file it came from (0-based), for its VTIMEZONEs.
    public var calendar: Int
    public var uid: String?
    public var summary: String
    public var location: String
    public var description: String
    /// `STATUS:CANCELLED`, an `X-…STATUS` property saying cancelled, or the calendar is a `METHOD:CANCEL` message.
    /// (A cancellation written in the title or description is judged by the reader, for flights only.)
    public var cancelled: Bool
    public var start: CalendarTime?
    public var end: CalendarTime?
    /// `DURATION` in seconds, when given instead of `DTEND`.
    public var duration: Int?
    /// `RRULE` values as written (`FREQ=WEEKLY;COUNT=4`).
    public var rules: [String]
    public var recurrenceDates: [CalendarTime]
    public var exceptionDates: [CalendarTime]
    /// Set on an override of one occurrence of a recurring event.
    public var recurrenceID: CalendarTime?

    public init(
        calendar: Int = 0, uid: String? = nil, summary: String = "", location: String = "", description: String = "",
        cancelled: Bool = false, start: CalendarTime? = nil, end: CalendarTime? = nil, duration: Int? = nil,
        rules: [String] = [], recurrenceDates: [CalendarTime] = [], exceptionDates: [CalendarTime] = [],
        recurrenceID: CalendarTime? = nil
    ) {
        self.calendar = calendar
        self.uid = uid
        self.summary = summary
        self.location = location
        self.description = description
        self.cancelled = cancelled
        self.start = start
        self.end = end
        self.duration = duration
        self.rules = rules
        self.recurrenceDates = recurrenceDates
        self.exceptionDates = exceptionDates
        self.recurrenceID = recurrenceID
    }
}
