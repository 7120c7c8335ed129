import BorderLogModel
import Foundation

/// Expands RRULE / RDATE / EXDATE into occurrences, with bounds so a rule without end (or a
/// hostile one) cannot run away: at most ``maximumOccurrences`` per event, ``maximumRulesPerEvent`` rules per
/// event, none after the horizon, and recurring events past ``maximumOccurrencesPerFile`` keep only their start.
/// Overrides (`RECURRENCE-ID`) replace the instance they name.
public struct RecurrenceExpander: Sendable {
    public static let maximumOccurrences = 1_000

    /// RRULEs expanded per event. RFC 5545 wants one; a few writers split a pattern over several. Each costs up
    /// to ``maximumOccurrences`` iterations, and a hostile event may carry a million.
    public static let maximumRulesPerEvent = 16

    /// Occurrences one file may expand to. Each holds a copy of its event, and a 32 MB file of daily events
    /// would otherwise make 200,000 × 1,000 of them; past this, recurring events give only their first occurrence.
    public static let maximumOccurrencesPerFile = 200_000

    /// No occurrence after this wall time is produced.
    public var horizon: WallTime

    /// ``maximumOccurrencesPerFile`` unless a test wants a smaller file.
    var occurrencesPerFile = RecurrenceExpander.maximumOccurrencesPerFile

    public init(horizon: WallTime) {
        self.horizon = horizon
    }

    /// Horizon one year after `today`: a commute flight repeating forever is evidence only until now.
    public init(today: LocalDay) {
        horizon = WallTime(day: today.adding(days: 366), hour: 0, minute: 0, second: 0)!
    }

    /// Occurrences of `events`, plus a note per rule libical could not read.
    public func expand(_ events: [CalendarEvent]) -> (occurrences: [EventOccurrence], notes: [String]) {
        var masters: [String: CalendarTime] = [:]
        for event in events where event.recurrenceID == nil {
            if let uid = event.uid, let start = event.start, masters[uid] == nil { masters[uid] = start }
        }
        var overridden = Set<String>()
        for event in events {
            if let uid = event.uid, let id = event.recurrenceID {
                let master = masters[uid] ?? id
                overridden.insert(uid + "\u{1F}" + key(id, as: master))
            }
        }
        var occurrences: [EventOccurrence] = []
        var notes: [String] = []
        var fileIsFull = false
        for event in events {
            guard let start = event.start else { continue }
            if let id = event.recurrenceID {
                occurrences.append(EventOccurrence(event: event, instance: id))
                continue
            }
            guard !event.rules.isEmpty || !event.recurrenceDates.isEmpty else {
                occurrences.append(EventOccurrence(event: event, instance: start))
                continue
            }
            guard occurrences.count < occurrencesPerFile else {
                if !fileIsFull {
                    notes.append("more than \(occurrencesPerFile) occurrences in this file; later recurring events count only their first")
                    fileIsFull = true
                }
                occurrences.append(EventOccurrence(event: moved(event, to: start), instance: start))
                continue
            }
            if event.rules.count > RecurrenceExpander.maximumRulesPerEvent {
                notes.append("\(event.uid ?? event.summary): \(event.rules.count) RRULEs; only the first \(RecurrenceExpander.maximumRulesPerEvent) are used")
            }
            var walls: [WallTime] = [start.wall]
            for rule in event.rules.prefix(RecurrenceExpander.maximumRulesPerEvent) {
                guard let found = CalendarDocument.occurrences(
                    rule: rule, start: start, limit: RecurrenceExpander.maximumOccurrences, through: horizon)
                else {
                    notes.append("\(event.uid ?? event.summary): RRULE:\(rule.prefix(80)) gives no dates libical can expand; only DTSTART is used")
                    continue
                }
                walls += found
            }
            walls += event.recurrenceDates.map(\.wall).filter { $0 <= horizon }
            let excluded = Set(event.exceptionDates.map { key($0, as: start) })
            var seen = Set<WallTime>()
            for wall in walls.sorted() where seen.insert(wall).inserted {
                if excluded.contains("\(wall)") || excluded.contains("\(wall.day)") { continue }
                var instance = start
                instance.wall = wall
                if let uid = event.uid, overridden.contains(uid + "\u{1F}" + key(instance)) { continue }
                if seen.count > RecurrenceExpander.maximumOccurrences { break }
                occurrences.append(EventOccurrence(event: moved(event, to: instance), instance: instance))
            }
        }
        return (occurrences, notes)
    }

    private func key(_ time: CalendarTime) -> String { time.isDate ? "\(time.wall.day)" : "\(time.wall)" }

    /// `time` as a wall time on the master's clock: an EXDATE or RECURRENCE-ID written in UTC
    /// (Apple does this) names the same occurrence as the zoned DTSTART it excludes.
    private func key(_ time: CalendarTime, as start: CalendarTime) -> String {
        guard !time.isDate, time.zone != start.zone, let target = RecurrenceExpander.zone(start.zone),
              let source = RecurrenceExpander.zone(time.zone) else { return key(time) }
        return "\(WallTime(instant: time.wall.instant(in: source), in: target))"
    }

    private static func zone(_ zone: CalendarTime.Zone) -> TimeZone? {
        switch zone {
        case .utc: TimeZone(identifier: "UTC")
        case .named(let id): TimeZoneMapping.ianaZone(for: id)
        case .floating: nil
        }
    }

    /// The event with its start at `instance` and its end moved by the same wall-clock amount.
    private func moved(_ event: CalendarEvent, to instance: CalendarTime) -> CalendarEvent {
        guard let start = event.start else { return event }
        var copy = event
        let shift = (instance.wall.day.ordinal - start.wall.day.ordinal) * 86_400 + instance.wall.secondsOfDay - start.wall.secondsOfDay
        copy.start = instance
        copy.end = event.end.map { $0.shifted(by: shift) }
        copy.rules = []
        copy.recurrenceDates = []
        copy.exceptionDates = []
        return copy
    }
}
