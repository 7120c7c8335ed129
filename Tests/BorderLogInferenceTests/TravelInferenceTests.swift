import BorderLogInference
import BorderLogTestSupport
import Testing

/// Inference on travel that is not presence: overnight connections at a hub, samples recorded in flight,
/// and what still is presence (fast ground travel, a border commuter's two countries a day).
struct TravelInferenceTests {
    private func on(_ ledger: Ledger, _ date: String) throws -> LedgerDay {
        try #require(ledger.days.first { $0.date == day(date) })
    }

    /// A location sample with an altitude (m) and a speed (m/s).
    private func sample(_ code: String, _ date: String, _ time: String, altitude: Double? = nil, speed: Double? = nil) -> EvidencePoint {
        var sample = point(.location, code, date, time, accuracy: 20)
        sample.altitude = altitude
        sample.speed = speed
        return sample
    }

    // MARK: - Overnight connections

    @Test func anOvernightConnectionIsTransitOnBothDays() throws {
        let points: [EvidencePoint] = [sample("GB", "2024-04-10", "08:00"), sample("GB", "2024-04-10", "17:00")]
            + flight("LHR", "GB", "2024-04-10 20:30", "FRA", "DE", "2024-04-10 23:30")
            + flight("FRA", "DE", "2024-04-11 02:15", "SIN", "SG", "2024-04-11 20:40")
            + [sample("SG", "2024-04-11", "22:00"), sample("SG", "2024-04-12", "10:00")]
        let ledger = try observedLedger(points, from: "2024-04-10", to: "2024-04-12")
        let evening = try on(ledger, "2024-04-10"), morning = try on(ledger, "2024-04-11")
        #expect(evening.countries.map(\.rawValue) == ["GB"] && evening.country == country("GB"))
        #expect(morning.countries.map(\.rawValue) == ["SG"] && morning.country == country("SG"))
        for day in [evening, morning] {
            #expect(day.flags.contains(.transitSuspect) && day.evidence[.transit] == ["DE": 1])
            #expect(day.reason.contains("overnight connection at FRA: transit"), "\(day.reason)")
            #expect(!day.zones.contains("schengen"))
        }
        #expect(!ledger.days.contains { $0.countries.contains(country("DE")) })
    }

    /// An overnight stop counts as presence when it is long, or when the country was seen before the arrival or
    /// after the departure; evidence while waiting for the next flight, or another airport of the country, is still
    /// a connection.
    @Test(arguments: [
        ("23:30", "FRA", "02:15", nil, false),
        ("21:00", "FRA", "08:30", nil, false),
        ("20:00", "FRA", "10:00", nil, true),
        ("23:30", "HHN", "02:15", nil, false),
        ("23:30", "FRA", "02:15", "2024-04-11 01:00", false),
        ("21:00", "FRA", "08:30", "2024-04-11 09:50", false),
        ("21:00", "FRA", "08:30", "2024-04-11 15:00", true),
        ("21:00", "FRA", "08:30", "2024-04-10 17:30", true),
    ] as [(String, String, String, String?, Bool)])
    func anOvernightStopCountsOnlyWhenItIsMoreThanAConnection(
        arrival: String, departureAirport: String, departure: String, photo: String?, countsDE: Bool
    ) throws {
        let points: [EvidencePoint] = flight("LHR", "GB", "2024-04-10 16:00", "FRA", "DE", "2024-04-10 \(arrival)")
            + flight(departureAirport, "DE", "2024-04-11 \(departure)", "SIN", "SG", "2024-04-11 21:00")
            + (photo.map { [point(.photo, "DE", String($0.prefix(10)), String($0.suffix(5)))] } ?? [])
        let ledger = try observedLedger(points, from: "2024-04-10", to: "2024-04-11")
        #expect(try on(ledger, "2024-04-10").countries.contains(country("DE")) == countsDE)
        #expect(try on(ledger, "2024-04-11").countries.contains(country("DE")) == countsDE)
    }

    /// A night at a hub as a phone and a camera record it: landing at CDG late, samples in the terminal and at an
    /// airport hotel through the night, a photo at breakfast, leaving from Orly in the morning.
    private func nightInParis(andAfterwards later: [EvidencePoint] = []) -> [EvidencePoint] {
        [sample("GB", "2024-09-20", "07:30"), sample("GB", "2024-09-20", "17:45")]
            + flight("LHR", "GB", "2024-09-20 20:35", "CDG", "FR", "2024-09-20 22:50")
            + [sample("FR", "2024-09-20", "22:35"), sample("FR", "2024-09-20", "23:20"), sample("FR", "2024-09-20", "23:55"),
               sample("FR", "2024-09-21", "00:40"), sample("FR", "2024-09-21", "05:10"), point(.photo, "FR", "2024-09-21", "05:40"),
               sample("FR", "2024-09-21", "06:30"), sample("FR", "2024-09-21", "07:20")]
            + flight("ORY", "FR", "2024-09-21 07:05", "LIS", "PT", "2024-09-21 08:40")
            + [sample("PT", "2024-09-21", "09:30"), sample("PT", "2024-09-21", "18:00")]
            + later
    }

    @Test func aNightAtAHubWithSamplesAndPhotosIsTransitOnBothDays() throws {
        let ledger = try observedLedger(nightInParis(), from: "2024-09-20", to: "2024-09-21")
        let evening = try on(ledger, "2024-09-20"), morning = try on(ledger, "2024-09-21")
        #expect(evening.countries == [country("GB")] && morning.countries == [country("PT")])
        for day in [evening, morning] {
            #expect(day.evidence[.transit] == ["FR": 1] && day.flags.contains(.transitSuspect))
            #expect(day.reason.contains("overnight connection at CDG/ORY: transit, not presence in FR"), "\(day.reason)")
        }
        #expect(morning.evidence[.photo] == ["FR": 1])
    }

    @Test func aPhotoInTheCityTheAfternoonAfterMakesTheNightAStay() throws {
        let ledger = try observedLedger(nightInParis(andAfterwards: [point(.photo, "FR", "2024-09-21", "15:20")]), from: "2024-09-20", to: "2024-09-21")
        #expect(try on(ledger, "2024-09-20").countries == [country("GB"), country("FR")])
        #expect(try on(ledger, "2024-09-21").countries.contains(country("FR")))
    }

    // MARK: - In flight

    /// London to Athens over FR, CH and IT: by altitude alone, by speed alone, or both.
    @Test(arguments: [(11_000.0, nil), (nil, 230.0), (10_500.0, 240.0)] as [(Double?, Double?)])
    func samplesInFlightOverThreeCountriesCountForNone(altitude: Double?, speed: Double?) throws {
        let overflown: [(String, String)] = [("FR", "09:40"), ("FR", "10:00"), ("CH", "10:30"), ("IT", "11:00"), ("IT", "11:40")]
        var points: [EvidencePoint] = [sample("GB", "2024-05-06", "07:00", altitude: 30), sample("GB", "2024-05-06", "08:50", altitude: 25, speed: 0)]
        points += overflown.map { sample($0.0, "2024-05-06", $0.1, altitude: altitude, speed: speed) }
        points += [sample("GR", "2024-05-06", "15:10", altitude: 90), sample("GR", "2024-05-06", "19:00")]
        let ledger = try observedLedger(points, from: "2024-05-06", to: "2024-05-06")
        let trip = try on(ledger, "2024-05-06")
        #expect(trip.countries.map(\.rawValue) == ["GB", "GR"] && trip.country == country("GR"))
        #expect(trip.evidence[.airborne] == ["FR": 2, "CH": 1, "IT": 2])
        #expect(trip.reason.contains("in flight over CH,FR,IT: not presence"), "\(trip.reason)")
        #expect(!trip.flags.contains(.transitSuspect))
    }

    @Test func aDaySpentOnlyInTheAirIsUnknownButKeepsItsEvidence() throws {
        let points: [EvidencePoint] = [sample("GB", "2024-05-06", "20:00"), sample("RU", "2024-05-07", "03:00", altitude: 11_200, speed: 250),
                      sample("JP", "2024-05-08", "09:00")]
        let ledger = try observedLedger(points, from: "2024-05-06", to: "2024-05-08")
        let air = try on(ledger, "2024-05-07")
        #expect(air.countries.isEmpty && air.flags.contains(.unknown))
        #expect(air.evidence[.airborne] == ["RU": 1] && air.reason.contains("in flight over RU: not presence"))
    }

    /// Fast ground travel counts every country: a road trip at motorway speed, a high-speed train at
    /// 300 km/h, the fastest maglev, a car in the mountains at 2,500 m.
    @Test(arguments: [
        (["FR", "BE", "NL"], 36.0, nil), (["DE", "FR"], 300 / 3.6, nil), (["DE", "FR"], 430 / 3.6, 120.0),
        (["CH", "IT", "AT"], 25.0, 2_500.0),
    ] as [([String], Double, Double?)])
    func fastGroundTravelCountsEveryCountry(countries: [String], speed: Double, altitude: Double?) throws {
        let points: [EvidencePoint] = countries.enumerated().flatMap { index, code -> [EvidencePoint] in
            [sample(code, "2024-07-20", "\(8 + 4 * index):00", altitude: altitude, speed: speed),
             sample(code, "2024-07-20", "\(9 + 4 * index):30", altitude: altitude, speed: speed)]
        }
        let trip = try on(try observedLedger(points, from: "2024-07-20", to: "2024-07-20"), "2024-07-20")
        #expect(trip.countries.map(\.rawValue) == countries && trip.country == country(countries.last!))
        #expect(trip.evidence[.airborne] == nil && trip.flags == [.travelDay])
    }

    @Test func thePolicyNamesTheAirborneThresholds() {
        let policy = InferencePolicy.standard
        #expect(policy.isAirborne(sample("DE", "2024-01-01", "12:00", altitude: 9_500)))
        #expect(policy.isAirborne(sample("DE", "2024-01-01", "12:00", speed: 460 / 3.6)))
        #expect(!policy.isAirborne(sample("DE", "2024-01-01", "12:00", altitude: 8_800, speed: 440 / 3.6)))
        var photo = point(.photo, "DE", "2024-01-01", "12:00")
        photo.altitude = 11_000
        #expect(!policy.isAirborne(photo))
    }

    // MARK: - Over a third country during a known flight

    /// London to Athens: a sparse phone track with neither altitude nor speed over France, Switzerland and Italy, and a
    /// photo out of the window over the Alps. Samples on the descent into Greece are Greece.
    @Test func samplesAndPhotosDuringAFlightOverThirdCountriesCountForNone() throws {
        let points: [EvidencePoint] = [point(.location, "GB", at: "2024-05-06T06:10:00+01:00"), point(.location, "GB", at: "2024-05-06T07:20:00+01:00")]
            + flight("LHR", "GB", at: "2024-05-06T07:35:00+01:00", "ATH", "GR", at: "2024-05-06T13:05:00+03:00")
            + [point(.location, "FR", at: "2024-05-06T09:05:00+02:00"), point(.location, "FR", at: "2024-05-06T09:25:00+02:00"),
               point(.location, "CH", at: "2024-05-06T09:50:00+02:00"), point(.photo, "CH", at: "2024-05-06T09:55:00+02:00"),
               point(.location, "IT", at: "2024-05-06T10:30:00+02:00"), point(.location, "GR", at: "2024-05-06T12:50:00+03:00"),
               point(.location, "GR", at: "2024-05-06T14:00:00+03:00")]
        let trip = try on(try observedLedger(points, from: "2024-05-06", to: "2024-05-06"), "2024-05-06")
        #expect(trip.countries == [country("GB"), country("GR")] && trip.country == country("GR"))
        #expect(trip.evidence[.airborne] == ["FR": 2, "CH": 2, "IT": 1])
        #expect(trip.evidence[.location] == ["GB": 2, "GR": 2] && trip.evidence[.photo] == nil)
        #expect(trip.reason.contains("in flight over CH,FR,IT: not presence"), "\(trip.reason)")
    }

    /// Singapore to London overnight: the flight leaves one day and lands the next, eight hours further west. The
    /// samples over India and Turkey are dated the next day there, and are in the air by their instants.
    @Test func aNightFlightAcrossZonesPutsTheSamplesOnTheWayInTheAir() throws {
        let points: [EvidencePoint] = [point(.location, "SG", at: "2024-11-02T21:30:00+08:00")]
            + flight("SIN", "SG", at: "2024-11-02T23:35:00+08:00", "LHR", "GB", at: "2024-11-03T06:05:00+00:00")
            + [point(.location, "IN", at: "2024-11-03T01:10:00+05:30"), point(.location, "TR", at: "2024-11-03T05:40:00+03:00"),
               point(.location, "GB", at: "2024-11-03T06:20:00+00:00"), point(.location, "GB", at: "2024-11-03T12:00:00+00:00")]
        let ledger = try observedLedger(points, from: "2024-11-02", to: "2024-11-03")
        #expect(try on(ledger, "2024-11-02").countries == [country("SG")])
        let arrival = try on(ledger, "2024-11-03")
        #expect(arrival.countries == [country("GB")] && arrival.evidence[.airborne] == ["IN": 1, "TR": 1])
    }

    /// After landing in Munich, a drive over the Brenner to Verona: at motorway speed and 1,370 m, Austria and Italy
    /// count, because the drive is after the flight.
    @Test func aGroundTripAfterTheFlightCountsEveryCountry() throws {
        var drive = [point(.location, "DE", at: "2024-07-20T10:40:00+02:00"), point(.location, "AT", at: "2024-07-20T12:10:00+02:00"),
                     point(.location, "AT", at: "2024-07-20T13:05:00+02:00"), point(.location, "IT", at: "2024-07-20T13:40:00+02:00"),
                     point(.location, "IT", at: "2024-07-20T16:30:00+02:00")]
        drive[1].speed = 33
        drive[2].altitude = 1_370
        let points = flight("LHR", "GB", at: "2024-07-20T07:00:00+01:00", "MUC", "DE", at: "2024-07-20T09:55:00+02:00") + drive
        let trip = try on(try observedLedger(points, from: "2024-07-20", to: "2024-07-20"), "2024-07-20")
        #expect(trip.countries == ["GB", "DE", "AT", "IT"].map(country) && trip.evidence[.airborne] == nil)
    }

    // MARK: - Border commuters

    /// Lives in FR, works in CH on weekdays: both countries each weekday, in visiting order, ending in FR.
    @Test func aBorderCommuterGetsBothCountriesEachWeekday() throws {
        let weekdays = ["2024-06-03", "2024-06-04", "2024-06-05", "2024-06-06", "2024-06-07"]
        let weekend = ["2024-06-08", "2024-06-09"]
        var points: [EvidencePoint] = []
        for date in weekdays {
            points += ["06:45", "07:20", "18:10", "19:30", "22:00"].map { point(.location, "FR", date, $0, accuracy: 15, nearBorder: $0 == "07:20") }
            points += ["08:05", "10:00", "12:30", "15:00", "17:25"].map { point(.location, "CH", date, $0, accuracy: 15, nearBorder: $0 == "08:05") }
            points.append(point(.photo, "CH", date, "12:40"))
        }
        for date in weekend { points += ["09:00", "13:00", "20:00"].map { point(.location, "FR", date, $0, accuracy: 15) } }
        let ledger = try observedLedger(points.shuffled(), from: "2024-06-01", to: "2024-06-10")
        for date in weekdays {
            let workday = try on(ledger, date)
            #expect(workday.countries.map(\.rawValue) == ["FR", "CH"], "\(date)")
            #expect(workday.country == country("FR"), "\(date)")
            #expect(!workday.flags.contains(.disputed) && !workday.flags.contains(.transitSuspect), "\(date)")
            #expect(workday.evidence[.outlier] == nil, "\(date)")
        }
        for date in weekend {
            #expect(try on(ledger, date).countries.map(\.rawValue) == ["FR"], "\(date)")
        }
    }
}
