import BorderLogModel
import BorderLogRules
import Foundation
import Testing

@Suite struct ReportWindowTests {
    private let on = LocalDay("2026-03-10")!

    @Test func theWindowsEndOnTheDayWithTheLookBacksTheYearAndTheRange() throws {
        let custom = try #require(DayRange(LocalDay("2025-12-01")!, LocalDay("2026-01-31")!))
        let windows = ReportWindow.windows(on: on, custom: custom)
        #expect(windows.map(\.window.name) == ["last30", "last90", "last180", "last365", "year2026", "range"])
        #expect(windows.map(\.range.count) == [30, 90, 180, 365, 69, 62])
        #expect(windows.allSatisfy { $0.window == .range || $0.range.last == on })
        #expect(ReportWindow.windows(on: on, custom: nil).map(\.window).contains(.range) == false)
    }

    @Test func headingsAndLookBacksComeFromTheCaseNotTheName() {
        let from = LocalDay("2026-01-01")!
        #expect(ReportWindow.last(days: 90).heading(from: from, to: on) == "90d")
        #expect(ReportWindow.yearToDate(year: 2026).heading(from: from, to: on) == "2026")
        #expect(ReportWindow.range.heading(from: from, to: on) == "2026-01-01…2026-03-10")
        #expect(ReportWindow.last(days: 180).lookBack == 180)
        #expect(ReportWindow.yearToDate(year: 2026).lookBack == nil)
        #expect(ReportWindow.range.lookBack == nil)
    }

    @Test func aWindowIsWrittenAsItsNameInJSON() throws {
        let data = try JSONEncoder().encode([ReportWindow.last(days: 30), .yearToDate(year: 2024), .range])
        #expect(String(decoding: data, as: UTF8.self) == #"["last30","year2024","range"]"#)
    }
}
