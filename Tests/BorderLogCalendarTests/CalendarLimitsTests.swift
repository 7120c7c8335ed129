@testable import BorderLogCalendar
import BorderLogModel
import Foundation
import Glibc
import Testing

/// Hostile calendars (docs/development.md, "Hostile input"): what the reader bounds, and what its fuzzing found.
@Suite struct CalendarLimitsTests {
    private static let start = CalendarTime(wall: WallTime("2024-01-01T07:00:00")!, zone: .utc)
    private static let horizon = WallTime("2030-01-01T00:00:00")!

    /// The process's resident memory in bytes (`/proc/self/statm`).
    private static func residentBytes() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test func anEndlessRuleGivesAtMostItsLimitOfOccurrences() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event("SUMMARY:LHR-GVA", "DTSTART:20240101T070000Z", "RRULE:FREQ=MINUTELY"))
        let expanded = RecurrenceExpander(today: LocalDay("2024-06-01")!).expand(try CalendarDocument(text: text).events).occurrences
        #expect(expanded.count == RecurrenceExpander.maximumOccurrences)
    }

    @Test func onlyTheFirstRulesOfAnEventAreExpanded() throws {
        let rules = (1...20).map { "RRULE:FREQ=DAILY;COUNT=2;INTERVAL=\($0)" }.joined(separator: "\n")
        let text = CalendarFixtures.calendar(CalendarFixtures.event(uid: "many", "SUMMARY:LHR-GVA", "DTSTART:20240101T070000Z", rules))
        let (occurrences, notes) = RecurrenceExpander(today: LocalDay("2024-06-01")!).expand(try CalendarDocument(text: text).events)
        // DTSTART, then the second date of each of the first 16 rules.
        #expect(occurrences.count == 1 + RecurrenceExpander.maximumRulesPerEvent)
        #expect(notes == ["many: 20 RRULEs; only the first \(RecurrenceExpander.maximumRulesPerEvent) are used"])
    }

    @Test func recurringEventsPastTheFileLimitGiveOnlyTheirFirstOccurrence() throws {
        let events = (1...5).map { CalendarFixtures.event(uid: "daily\($0)", "SUMMARY:Standup \($0)", "DTSTART:20240101T090000Z", "RRULE:FREQ=DAILY") }
        let document = try CalendarDocument(text: CalendarFixtures.calendar(events.joined(separator: "\n")))
        var expander = RecurrenceExpander(today: LocalDay("2026-06-01")!)
        expander.occurrencesPerFile = 2_500
        let (occurrences, notes) = expander.expand(document.events)
        // Three events expand fully before the file passes its limit; the last two keep their DTSTART.
        #expect(occurrences.count == 3 * RecurrenceExpander.maximumOccurrences + 2)
        #expect(occurrences.suffix(2).map { $0.instance.wall.description } == ["2024-01-01T09:00:00", "2024-01-01T09:00:00"])
        #expect(notes == ["more than 2500 occurrences in this file; later recurring events count only their first"])
    }

    @Test func rscaleRulesDoNotLeakTheirCalendarName() {
        // libical copies an RSCALE value for the caller to free; 4,400 leaked copies of this one would be 260 MB,
        // far above what tests running beside this one add (the geo index they map is 57 MB).
        let rule = "RSCALE=" + String(repeating: "X", count: 60_000) + ";FREQ=YEARLY"
        _ = CalendarDocument.occurrences(rule: rule, start: Self.start, limit: 1, through: Self.horizon)
        let before = Self.residentBytes()
        for _ in 0..<4_400 {
            _ = CalendarDocument.occurrences(rule: rule, start: Self.start, limit: 1, through: Self.horizon)
        }
        #expect(Self.residentBytes() - before < 128 << 20)
    }
}
