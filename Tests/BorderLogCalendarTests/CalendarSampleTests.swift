import BorderLogCalendar
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `samples/calendar/flights.ics`, Ana's year of flights, agrees with the stays she typed in `samples/stays.csv`.
struct CalendarSampleTests {
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/calendar/flights.ics").path

    @Test func sampleFlightsMatchTheSampleStays() throws {
        let outcome = try CalendarFixtures.reader().read(CalendarDocument(data: Data(contentsOf: URL(fileURLWithPath: CalendarSampleTests.sample))))
        let legs = outcome.flights.map { "\($0.departureSignal.day) \($0.from.label)-\($0.to.label) \($0.arrivalSignal.day)" }
        #expect(legs == [
            "2025-12-19 LHR-LIS 2025-12-19", "2026-01-03 LIS-LHR 2026-01-03", "2026-03-10 LHR-DUB 2026-03-10",
            "2026-03-13 DUB-LHR 2026-03-13", "2026-04-02 LHR-FCO 2026-04-02", "2026-04-12 FCO-LHR 2026-04-12",
            "2026-05-20 LHR-BER 2026-05-20", "2026-06-30 BER-SPU 2026-06-30", "2026-07-12 DBV-ATH 2026-07-12",
            "2026-07-25 ATH-LHR 2026-07-25", "2026-09-05 LHR-LCA 2026-09-05", "2026-09-12 LCA-LHR 2026-09-12",
            "2026-11-01 LHR-CDG 2026-11-01", "2026-11-01 CDG-RUN 2026-11-01", "2026-11-11 RUN-CDG 2026-11-12",
            "2026-11-12 CDG-LHR 2026-11-12", "2026-02-14 LHR-GVA 2026-02-14", "2026-02-22 ZRH-LHR 2026-02-22",
            "2026-10-10 LHR-LYS 2026-10-10", "2026-10-20 LYS-LHR 2026-10-20",
        ])
        #expect(outcome.cancelled == 1)
        let countries = Set(outcome.signals.compactMap(\.country?.rawValue))
        #expect(countries == ["GB", "PT", "IE", "IT", "DE", "HR", "GR", "CY", "FR", "RE", "CH"])
    }
}
