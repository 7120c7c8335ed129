import BorderLogCore
import Foundation
import Glibc
import Testing
@testable import BorderLogCalendar

/// Hostile calendars (DESIGN §9): what the reader bounds, and what its fuzzing found.
@Suite struct CalendarLimitsTests {
    private static let start = CalendarTime(wall: WallTime("2024-01-01T07:00:00")!, zone: .utc)
    private static let horizon = WallTime("2030-01-01T00:00:00")!

    /// The process's resident memory in bytes (`/proc/self/statm`).
    private static func residentBytes() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
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
