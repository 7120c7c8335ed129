import BorderLogModel
import CICal
import Foundation

/// A parsed iCalendar file (RFC 5545) through libical: the only type that touches libical.
///
/// Events come out as ``CalendarEvent`` values; the parsed tree stays alive inside the document
/// so times written against a file's own VTIMEZONE can be converted later, and is freed with it.
/// Several VCALENDARs in one file are all read. Not thread-safe: libical keeps global state, so
/// read files one after another.
public final class CalendarDocument {
    /// Files above this size are refused rather than parsed into memory.
    public static let maximumSize = 32 << 20
    /// Events beyond this many in one file are not read.
    public static let maximumEvents = 200_000

    public let events: [CalendarEvent]
    /// How many VCALENDARs the file holds.
    public let calendarCount: Int
    /// Lines libical could not make sense of and skipped (its X-LIC-ERROR notes), at most a few.
    public let warnings: [String]

    private let root: OpaquePointer
    private let calendars: [OpaquePointer]

    /// Reads iCalendar bytes: UTF-8, or Latin-1 when they are not valid UTF-8.
    public convenience init(data: Data) throws(CalendarReadError) {
        guard data.count <= CalendarDocument.maximumSize else {
            throw .tooLarge("\(data.count) bytes, more than the \(CalendarDocument.maximumSize >> 20) MB a calendar may have")
        }
        guard !data.contains(0) else { throw .notACalendar("binary content (NUL bytes)") }
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) ?? String(decoding: data, as: UTF8.self)
        try self.init(text: text)
    }

    /// Parses iCalendar text.
    public init(text: String) throws(CalendarReadError) {
        var text = text
        if try CalendarStructure.check(text) == .bareComponents {
            text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + text + (text.hasSuffix("\n") ? "" : "\r\n") + "END:VCALENDAR\r\n"
        }
        icalerror_set_errors_are_fatal(0)
        guard let parsed = text.withCString({ icalparser_parse_string($0) }) else {
            throw .corrupt("libical found no calendar in it")
        }
        root = parsed
        var calendars: [OpaquePointer] = []
        switch icalcomponent_isa(parsed) {
        case ICAL_VCALENDAR_COMPONENT:
            calendars = [parsed]
        case ICAL_XROOT_COMPONENT:
            var child = icalcomponent_get_first_component(parsed, ICAL_VCALENDAR_COMPONENT)
            while let calendar = child {
                calendars.append(calendar)
                child = icalcomponent_get_next_component(parsed, ICAL_VCALENDAR_COMPONENT)
            }
        default:
            break
        }
        guard !calendars.isEmpty else {
            icalcomponent_free(parsed)
            throw .corrupt("libical found no VCALENDAR in it")
        }
        self.calendars = calendars
        calendarCount = calendars.count

        var events: [CalendarEvent] = []
        var warnings: [String] = []
        outer: for (index, calendar) in calendars.enumerated() {
            let cancelMessage = icalcomponent_get_method(calendar) == ICAL_METHOD_CANCEL
            CalendarDocument.collectErrors(calendar, into: &warnings)
            var child = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT)
            while let component = child {
                if events.count >= CalendarDocument.maximumEvents {
                    warnings.append("more than \(CalendarDocument.maximumEvents) events; the rest were not read")
                    break outer
                }
                var event = CalendarDocument.event(component, calendar: index)
                event.cancelled = event.cancelled || cancelMessage
                events.append(event)
                CalendarDocument.collectErrors(component, into: &warnings)
                child = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)
            }
        }
        self.events = events
        self.warnings = warnings
    }

    deinit {
        icalcomponent_free(root)
    }

    // MARK: - Time zones of the file

    /// What the file's own VTIMEZONE for `tzid` says its IANA name is (`X-LIC-LOCATION`, else its
    /// TZID), or nil when the calendar defines no such zone.
    public func zoneLocation(tzid: String, calendar: Int) -> String? {
        guard let zone = timeZone(tzid: tzid, calendar: calendar) else { return nil }
        if let location = icaltimezone_get_location(zone).map({ String(cString: $0) }), !location.isEmpty { return location }
        return icaltimezone_get_tzid(zone).map { String(cString: $0) }
    }

    /// The instant a wall time names under the calendar's own VTIMEZONE `tzid`, or nil when the
    /// calendar defines no such zone.
    public func instant(of wall: WallTime, tzid: String, calendar: Int) -> Date? {
        guard let zone = timeZone(tzid: tzid, calendar: calendar) else { return nil }
        var value = CalendarDocument.icalTime(wall, isDate: false)
        value.zone = zone
        let seconds = icaltime_as_timet_with_zone(value, zone)
        return Date(timeIntervalSince1970: Double(seconds))
    }

    private func timeZone(tzid: String, calendar: Int) -> OpaquePointer? {
        guard calendars.indices.contains(calendar) else { return nil }
        return tzid.withCString { icalcomponent_get_timezone(calendars[calendar], $0) }
    }

    // MARK: - Recurrence

    /// Start times of a recurrence rule from `start` on, in the start's own wall clock, at most
    /// `limit` of them and none after `through`; nil when libical cannot read the rule.
    public static func occurrences(rule: String, start: CalendarTime, limit: Int, through: WallTime) -> [WallTime]? {
        let recurrence = rule.withCString { icalrecurrencetype_from_string($0) }
        // The RSCALE name (`RSCALE=CHINESE`) is a copy the caller owns; the iterator only borrows it.
        defer { free(recurrence.rscale) }
        guard recurrence.freq != ICAL_NO_RECURRENCE else { return nil }
        guard let iterator = icalrecur_iterator_new(recurrence, icalTime(start.wall, isDate: start.isDate)) else { return nil }
        defer { icalrecur_iterator_free(iterator) }
        var result: [WallTime] = []
        while result.count < limit {
            let next = icalrecur_iterator_next(iterator)
            guard icaltime_is_null_time(next) == 0, let wall = wallTime(next) else { break }
            if wall > through { break }
            result.append(wall)
        }
        return result
    }

    // MARK: - Reading components

    private static func event(_ component: OpaquePointer, calendar: Int) -> CalendarEvent {
        var event = CalendarEvent(calendar: calendar)
        event.uid = icalcomponent_get_uid(component).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        event.summary = text(component, ICAL_SUMMARY_PROPERTY)
        event.location = text(component, ICAL_LOCATION_PROPERTY)
        event.description = text(component, ICAL_DESCRIPTION_PROPERTY)
        event.cancelled = icalcomponent_get_status(component) == ICAL_STATUS_CANCELLED || cancelledByExtension(component)
        if let property = icalcomponent_get_first_property(component, ICAL_DTSTART_PROPERTY) {
            event.start = time(property, icalproperty_get_dtstart(property))
        }
        if let property = icalcomponent_get_first_property(component, ICAL_DTEND_PROPERTY) {
            event.end = time(property, icalproperty_get_dtend(property))
        }
        if let property = icalcomponent_get_first_property(component, ICAL_DURATION_PROPERTY) {
            let duration = icalproperty_get_duration(property)
            if icaldurationtype_is_bad_duration(duration) == 0 { event.duration = Int(icaldurationtype_as_int(duration)) }
        }
        if let property = icalcomponent_get_first_property(component, ICAL_RECURRENCEID_PROPERTY) {
            event.recurrenceID = time(property, icalproperty_get_recurrenceid(property))
        }
        forEach(component, ICAL_RRULE_PROPERTY) { property in
            if let value = icalproperty_get_value_as_string_r(property) {
                event.rules.append(String(cString: value))
                icalmemory_free_buffer(value)
            }
        }
        forEach(component, ICAL_RDATE_PROPERTY) { property in
            let value = icalproperty_get_rdate(property)
            let start = icaltime_is_null_time(value.time) == 0 ? value.time : value.period.start
            if let rdate = time(property, start) { event.recurrenceDates.append(rdate) }
        }
        forEach(component, ICAL_EXDATE_PROPERTY) { property in
            if let exdate = time(property, icalproperty_get_exdate(property)) { event.exceptionDates.append(exdate) }
        }
        return event
    }

    /// An `X-…STATUS` property (`X-RESERVATION-STATUS:Cancelled`, `X-TRIPIT-STATUS:CANCELED`) saying cancelled.
    private static func cancelledByExtension(_ component: OpaquePointer) -> Bool {
        var cancelled = false
        forEach(component, ICAL_X_PROPERTY) { property in
            guard !cancelled, let name = icalproperty_get_x_name(property).map({ String(cString: $0).uppercased() }),
                  name.contains("STATUS"), let value = icalproperty_get_value_as_string_r(property) else { return }
            cancelled = FlightCancellation.status(String(String(cString: value).prefix(200)))
            icalmemory_free_buffer(value)
        }
        return cancelled
    }

    private static func forEach(_ component: OpaquePointer, _ kind: icalproperty_kind, _ body: (OpaquePointer) -> Void) {
        var next = icalcomponent_get_first_property(component, kind)
        while let property = next {
            body(property)
            next = icalcomponent_get_next_property(component, kind)
        }
    }

    /// A text property, unescaped by libical; several of one kind are joined by newlines.
    private static func text(_ component: OpaquePointer, _ kind: icalproperty_kind) -> String {
        var parts: [String] = []
        forEach(component, kind) { property in
            if let value = icalproperty_get_value(property), let text = icalvalue_get_text(value) {
                parts.append(String(cString: text))
            }
        }
        return parts.joined(separator: "\n")
    }

    private static func time(_ property: OpaquePointer, _ value: icaltimetype) -> CalendarTime? {
        guard icaltime_is_null_time(value) == 0, let wall = wallTime(value) else { return nil }
        let isDate = value.is_date != 0
        if isDate { return CalendarTime(wall: wall, isDate: true, zone: .floating) }
        if icaltime_is_utc(value) != 0 { return CalendarTime(wall: wall, zone: .utc) }
        if let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
           let tzid = icalparameter_get_tzid(parameter).map({ String(cString: $0) }), !tzid.isEmpty {
            return CalendarTime(wall: wall, zone: .named(tzid))
        }
        return CalendarTime(wall: wall, zone: .floating)
    }

    private static func wallTime(_ value: icaltimetype) -> WallTime? {
        guard let day = LocalDay(year: Int(value.year), month: Int(value.month), day: Int(value.day)) else { return nil }
        if value.is_date != 0 { return WallTime(day: day, hour: 0, minute: 0, second: 0) }
        return WallTime(day: day, hour: Int(value.hour), minute: Int(value.minute), second: Int(value.second))
    }

    private static func icalTime(_ wall: WallTime, isDate: Bool) -> icaltimetype {
        var value = icaltimetype()
        let (year, month, day) = wall.day.parts
        value.year = Int32(year)
        value.month = Int32(month)
        value.day = Int32(day)
        value.is_date = isDate ? 1 : 0
        if !isDate {
            value.hour = Int32(wall.secondsOfDay / 3600)
            value.minute = Int32(wall.secondsOfDay / 60 % 60)
            value.second = Int32(wall.secondsOfDay % 60)
        }
        return value
    }

    /// libical's notes about lines it could not parse (X-LIC-ERROR properties), at most ten per file.
    private static func collectErrors(_ component: OpaquePointer, into warnings: inout [String]) {
        forEach(component, ICAL_XLICERROR_PROPERTY) { property in
            guard warnings.count < 10 else { return }
            guard let text = icalproperty_get_xlicerror(property).map({ String(cString: $0) }) else { return }
            // An empty LOCATION or DESCRIPTION is common and harmless: libical drops it, nothing to tell.
            if text.hasPrefix("No value for") { return }
            warnings.append(text)
        }
    }
}
