import BorderLogInference
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// The spans of known flights: which samples and photos were taken in the air over a country the flight only crossed.
struct FlightWindowsTests {
    private let londonAthens = flight("LHR", "GB", at: "2024-06-01T12:00:00+01:00", "ATH", "GR", at: "2024-06-01T17:40:00+03:00")

    @Test func onlySamplesAndPhotosStrictlyInsideOverAThirdCountryAreOverflown() {
        let windows = FlightWindows(londonAthens)
        #expect(windows.overflies(point(.location, "IT", at: "2024-06-01T15:00:00+02:00")))
        #expect(windows.overflies(point(.photo, "CH", at: "2024-06-01T14:10:00+02:00")))
        // Its ends' countries, the instants of take-off and landing, before and after: on the ground.
        #expect(!windows.overflies(point(.location, "GR", at: "2024-06-01T17:20:00+03:00")))
        #expect(!windows.overflies(point(.location, "FR", at: "2024-06-01T13:00:00+02:00")))
        #expect(!windows.overflies(point(.location, "FR", at: "2024-06-01T16:40:00+02:00")))
        #expect(!windows.overflies(point(.location, "IT", at: "2024-06-01T19:00:00+02:00")))
        // A booked night, or a sample whose instant is not known, is not placed in the air.
        #expect(!windows.overflies(point(.booking, "IT", at: "2024-06-01T15:00:00+02:00")))
        #expect(!windows.overflies(point(.location, "IT", "2024-06-01", "15:00")))
    }

    /// The calendar still says Athens; the boarding pass she flew on landed in Rome before that flight would have:
    /// samples in Italy after the landing are in Italy, though the calendar's flight would still be in the air.
    @Test func aCountryAnOverlappingFlightLandsInIsNotOverflown() {
        let athens = flight("LHR", "GB", at: "2024-06-01T14:30:00+01:00", "ATH", "GR", at: "2024-06-01T20:10:00+03:00")
        let rome = flight("LHR", "GB", at: "2024-06-01T14:00:00+01:00", "FCO", "IT", at: "2024-06-01T17:30:00+02:00")
        let windows = FlightWindows(athens + rome)
        #expect(!windows.overflies(point(.location, "IT", at: "2024-06-01T18:00:00+02:00")))
        #expect(windows.overflies(point(.location, "FR", at: "2024-06-01T16:00:00+02:00")))
    }

    @Test func aFlightWithoutExactTimesHasNoWindow() {
        let allDay = flight("LHR", "GB", "2024-06-01 00:00", "ATH", "GR", "2024-06-01 23:59")
        #expect(FlightWindows(allDay).isEmpty)
        #expect(RFC3339.instant("2024-06-01") == nil && RFC3339.instant("2024-06-01T12:00:00") == nil)
        #expect(RFC3339.instant("2024-06-01T12:00:00Z") == RFC3339.instant("2024-06-01T14:00:00.000+02:00"))
    }

    /// Local dates run a day either side of the UTC date: a reader may skip the instants of the days no flight spans.
    @Test func theDaysAFlightMayCoverReachADayEitherSide() {
        let windows = FlightWindows(londonAthens)
        #expect(["2024-05-31", "2024-06-01", "2024-06-02"].allSatisfy { windows.mayCover(day($0)) })
        #expect(!windows.mayCover(day("2024-05-30")) && !windows.mayCover(day("2024-06-03")))
    }
}
