import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogSettings
import Foundation

/// Reads calendar files into flights: parse (libical), expand recurrences, skip cancelled events,
/// detect flights, map them to signals. Events that are not flights are ignored.
///
/// One file at a time (libical is not thread-safe); a broken file is rejected whole with a reason.
public struct CalendarFileReader {
    /// What one file gave.
    public struct Outcome: Sendable {
        /// VEVENTs in the file.
        public var events = 0
        /// Occurrences after recurrence expansion.
        public var occurrences = 0
        public var cancelled = 0
        public var flights: [Flight] = []
        /// Flights found whose event cannot be placed in time (no DTSTART, say): `reason` per event.
        public var rejectedEvents: [String] = []
        /// Parts of the file libical skipped, rules it could not read: worth telling, not fatal.
        public var warnings: [String] = []

        public var signals: [Signal] { flights.flatMap(\.signals) }
    }

    let detector: FlightDetector
    let mapper: FlightSignalMapper
    let expander: RecurrenceExpander

    public init(airports: AirportLookup, today: LocalDay = .today()) {
        detector = FlightDetector(airports: airports)
        mapper = FlightSignalMapper(airports: airports)
        expander = RecurrenceExpander(today: today)
    }

    public func read(text: String) throws(CalendarReadError) -> Outcome {
        try read(CalendarDocument(text: text))
    }

    public func read(_ document: CalendarDocument) -> Outcome {
        var outcome = Outcome()
        outcome.events = document.events.count
        outcome.warnings = document.warnings
        // An event without a start cannot be placed on a day: a flight among them is rejected, the rest ignored.
        for event in document.events where event.start == nil && !event.cancelled {
            if let match = detector.detect(summary: event.summary, location: event.location, description: event.description),
               !CalendarFileReader.saysCancelled(event) {
                outcome.rejectedEvents.append("\(event.uid ?? event.summary): flight \(match.from)→\(match.to) has no usable DTSTART")
            }
        }
        let (occurrences, notes) = expander.expand(document.events)
        outcome.warnings += notes
        outcome.occurrences = occurrences.count
        var cache: [String: FlightDetector.Finding] = [:]
        var warned = Set<String>()
        for occurrence in occurrences {
            let event = occurrence.event
            if event.cancelled {
                outcome.cancelled += 1
                continue
            }
            let key = event.summary + "\u{1F}" + event.location + "\u{1F}" + event.description
            let finding: FlightDetector.Finding
            if let known = cache[key] {
                finding = known
            } else {
                finding = detector.examine(summary: event.summary, location: event.location, description: event.description)
                if cache.count < 50_000 { cache[key] = finding }
            }
            if let warning = finding.warning, warned.count < 100, !CalendarFileReader.saysCancelled(event), warned.insert(key).inserted {
                outcome.warnings.append("\(event.uid ?? String(event.summary.prefix(60))): \(warning)")
            }
            guard let match = finding.match else { continue }
            // Read only for flights: most events are not, and a description can be a whole e-mail.
            if CalendarFileReader.saysCancelled(event) {
                outcome.cancelled += 1
                continue
            }
            outcome.flights += mapper.flights(occurrence, match: match, zones: document)
        }
        return outcome
    }

    /// Cancelled in the title or a status line of the description (STATUS, `METHOD:CANCEL` and `X-…STATUS`
    /// properties are read into ``CalendarEvent/cancelled`` already).
    static func saysCancelled(_ event: CalendarEvent) -> Bool {
        FlightCancellation.title(event.summary) || FlightCancellation.description(event.description)
    }
}
