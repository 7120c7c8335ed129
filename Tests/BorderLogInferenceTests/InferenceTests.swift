import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// Presence inference from observed evidence: each rule of docs/ledger.md, "Inference", on a small synthetic itinerary.
struct InferenceTests {
    private func on(_ ledger: Ledger, _ date: String) throws -> LedgerDay {
        try #require(ledger.days.first { $0.date == day(date) })
    }

    @Test func samplesInOneCountryMakeAConfidentDay() throws {
        let ledger = try observedLedger((8...20).map { point(.location, "FR", "2024-05-01", String(format: "%02d:00", $0), accuracy: 20) },
                                        from: "2024-05-01", to: "2024-05-01")
        let may1 = try on(ledger, "2024-05-01")
        #expect(may1.country == country("FR") && may1.countries == [country("FR")])
        #expect(may1.confidenceLabel == .high && may1.flags.isEmpty)
        #expect(may1.evidence == [.location: ["FR": 13]])
    }

    @Test func travelDayListsCountriesInVisitingOrderAndEndsInTheLast() throws {
        let points = [
            point(.location, "DE", "2024-05-02", "08:00"), point(.photo, "DE", "2024-05-02", "09:30"),
            point(.location, "FR", "2024-05-02", "13:00"), point(.location, "CH", "2024-05-02", "18:00"),
            point(.location, "CH", "2024-05-02", "21:00"),
        ]
        let may2 = try on(try observedLedger(points.shuffled(), from: "2024-05-02", to: "2024-05-02"), "2024-05-02")
        #expect(may2.countries.map(\.rawValue) == ["DE", "FR", "CH"])
        #expect(may2.country == country("CH") && may2.flags == [.travelDay])
    }

    @Test func aLoneFarSampleIsAnOutlierNotACountry() throws {
        let points = (9...14).map { point(.location, "ES", "2024-06-01", "\($0):00") } + [point(.location, "MA", "2024-06-01", "12:30")]
        let june1 = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(june1.countries == [country("ES")])
        #expect(june1.evidence[.outlier] == ["MA": 1])
    }

    @Test func nearBorderEvidenceWeighsLessAndIsFlagged() throws {
        let near = try on(try observedLedger([point(.location, "CH", "2024-06-02", "10:00", nearBorder: true), point(.location, "CH", "2024-06-02", "11:00", nearBorder: true)],
                                             from: "2024-06-02", to: "2024-06-02"), "2024-06-02")
        let inland = try on(try observedLedger([point(.location, "CH", "2024-06-02", "10:00"), point(.location, "CH", "2024-06-02", "11:00")],
                                               from: "2024-06-02", to: "2024-06-02"), "2024-06-02")
        #expect(near.flags.contains(.nearBorder) && !inland.flags.contains(.nearBorder))
        #expect(near.confidence < inland.confidence)
    }

    @Test func flightsBoundTheStayBetweenArrivalAndNextDeparture() throws {
        let points = flight("LHR", "GB", "2024-03-01 10:00", "JFK", "US", "2024-03-01 13:00")
            + flight("JFK", "US", "2024-03-25 18:00", "LHR", "GB", "2024-03-26 06:00")
        let ledger = try observedLedger(points, from: "2024-03-01", to: "2024-03-26")
        let departure = try on(ledger, "2024-03-01")
        #expect(departure.countries.map(\.rawValue) == ["GB", "US"] && departure.country == country("US"))
        for date in ["2024-03-02", "2024-03-14", "2024-03-24"] {
            let day = try on(ledger, date)
            #expect(day.country == country("US") && day.flags == [.gapFilled], "\(date)")
        }
        #expect(try on(ledger, "2024-03-25").countries == [country("US")])
        #expect(try on(ledger, "2024-03-26").countries == [country("GB")])
        #expect(ledger.unknownRuns.isEmpty)
    }

    @Test func aSameDayConnectionIsATransitNotPresence() throws {
        let points = flight("LHR", "GB", "2024-04-10 07:00", "FRA", "DE", "2024-04-10 09:45")
            + flight("FRA", "DE", "2024-04-10 11:30", "ORD", "US", "2024-04-10 14:00")
        let day = try on(try observedLedger(points, from: "2024-04-10", to: "2024-04-10"), "2024-04-10")
        #expect(day.countries.map(\.rawValue) == ["GB", "US"])
        #expect(day.zones.isEmpty)
        #expect(day.flags.contains(.transitSuspect) && day.evidence[.transit] == ["DE": 1])
    }

    /// Samples and a photo while waiting at the airport between the flights: still a connection.
    @Test func aConnectionWithEvidenceAtTheAirportIsATransit() throws {
        let points = flight("LHR", "GB", "2024-04-10 07:00", "FRA", "DE", "2024-04-10 09:45")
            + [point(.location, "DE", "2024-04-10", "09:40", accuracy: 30), point(.location, "DE", "2024-04-10", "10:30", accuracy: 15),
               point(.photo, "DE", "2024-04-10", "11:50"), point(.location, "DE", "2024-04-10", "12:40", accuracy: 15)]
            + flight("FRA", "DE", "2024-04-10 13:10", "ORD", "US", "2024-04-10 15:30")
        let day = try on(try observedLedger(points, from: "2024-04-10", to: "2024-04-10"), "2024-04-10")
        #expect(day.countries.map(\.rawValue) == ["GB", "US"] && day.zones.isEmpty)
        #expect(day.flags.contains(.transitSuspect) && day.evidence[.transit] == ["DE": 1])
        #expect(day.evidence[.photo] == ["DE": 1] && day.evidence[.location] == ["DE": 3])
    }

    /// A daytime stop of more than `InferencePolicy.layoverSeconds` with a photo at noon: time enough for the city.
    @Test func aConnectionWithPhotosOnTheGroundIsPresence() throws {
        let points = flight("LHR", "GB", "2024-04-10 07:00", "FRA", "DE", "2024-04-10 09:45")
            + [point(.photo, "DE", "2024-04-10", "12:00")] + flight("FRA", "DE", "2024-04-10 18:30", "ORD", "US", "2024-04-10 21:00")
        let day = try on(try observedLedger(points, from: "2024-04-10", to: "2024-04-10"), "2024-04-10")
        #expect(day.countries.map(\.rawValue) == ["GB", "DE", "US"] && day.zones == ["schengen"])
    }

    /// A stop longer than a connection (`InferencePolicy.connectionSeconds`) with photos on the ground is a day in town.
    @Test func aLongStopWithPhotosOnTheGroundIsPresence() throws {
        let points = flight("LHR", "GB", "2024-04-10 06:00", "FRA", "DE", "2024-04-10 08:45")
            + [point(.photo, "DE", "2024-04-10", "12:00")] + flight("FRA", "DE", "2024-04-10 21:30", "ORD", "US", "2024-04-10 23:50")
        let day = try on(try observedLedger(points, from: "2024-04-10", to: "2024-04-10"), "2024-04-10")
        #expect(day.countries.map(\.rawValue) == ["GB", "DE", "US"] && day.zones == ["schengen"])
    }

    /// A short stop, but photos in town hours after the onward flight was due: the person stayed (or missed it).
    @Test func evidenceLongAfterTheDepartureMakesAStopPresence() throws {
        let points = flight("LHR", "GB", "2024-04-10 07:00", "FRA", "DE", "2024-04-10 09:45")
            + flight("FRA", "DE", "2024-04-10 11:30", "VIE", "AT", "2024-04-10 12:50")
            + [point(.photo, "DE", "2024-04-10", "16:10"), point(.photo, "DE", "2024-04-10", "19:45")]
        let day = try on(try observedLedger(points, from: "2024-04-10", to: "2024-04-10"), "2024-04-10")
        #expect(day.countries.contains(country("DE")) && day.evidence[.transit] == nil)
    }

    @Test func shortGapsBetweenTheSameCountryAreFilledWithDecayingConfidence() throws {
        let ledger = try observedLedger([point(.photo, "IT", "2024-07-01", "12:00"), point(.photo, "IT", "2024-07-06", "12:00")],
                                        from: "2024-07-01", to: "2024-07-06")
        let filled = try (2...5).map { try on(ledger, "2024-07-0\($0)") }
        #expect(filled.allSatisfy { $0.country == country("IT") && $0.flags == [.gapFilled] })
        #expect(filled[0].confidence > filled[3].confidence)
    }

    @Test func longGapsAndChangingCountriesStayUnknown() throws {
        let long = try observedLedger([point(.photo, "IT", "2024-07-01", "12:00"), point(.photo, "IT", "2024-07-30", "12:00")],
                                      from: "2024-07-01", to: "2024-07-30")
        #expect(long.unknownRuns == [range("2024-07-02", "2024-07-29")])
        let changing = try observedLedger([point(.photo, "IT", "2024-07-01", "12:00"), point(.photo, "AT", "2024-07-04", "12:00")],
                                          from: "2024-07-01", to: "2024-07-04")
        #expect(changing.unknownRuns == [range("2024-07-02", "2024-07-03")])
    }

    @Test func gapsBetweenTheUsersOwnStaysAreNeverFilled() throws {
        let ledger = try observedLedger([], stays: [stay("FR", "2024-01-01", "2024-01-10"), stay("FR", "2024-01-15", "2024-01-20")],
                                        from: "2024-01-01", to: "2024-01-20")
        #expect(ledger.unknownRuns == [range("2024-01-11", "2024-01-14")])
    }

    @Test func observedEvidenceConfirmsOrDisputesAStatedStay() throws {
        let stays = [stay("PT", "2024-02-01", "2024-02-10")]
        let agreeing = try on(try observedLedger([point(.photo, "PT", "2024-02-03", "10:00")], stays: stays, from: "2024-02-01", to: "2024-02-10"), "2024-02-03")
        #expect(agreeing.country == country("PT") && agreeing.confidence > 0.9 && !agreeing.flags.contains(.disputed))
        let samples = (8...12).map { point(.location, "ES", "2024-02-04", "\($0):00") }
        let contradicted = try on(try observedLedger(samples, stays: stays, from: "2024-02-01", to: "2024-02-10"), "2024-02-04")
        #expect(contradicted.country == country("PT"))
        #expect(contradicted.flags.contains(.disputed) && contradicted.confidenceLabel == .medium)
        #expect(contradicted.evidence[.location] == ["ES": 5] && contradicted.evidence[.manual] == ["PT": 1])
    }

    @Test func overrideWinsOverObservedEvidence() throws {
        let day = try on(try observedLedger([point(.photo, "BE", "2024-03-03", "10:00")],
                                            overrides: [DayOverride(date: day("2024-03-03"), countries: [country("NL")])],
                                            from: "2024-03-03", to: "2024-03-03"), "2024-03-03")
        #expect(day.countries == [country("NL")] && day.flags == [.override] && day.evidence[.photo] == ["BE": 1])
    }

    @Test func aLightOneDayFlipBetweenRunsIsFlagged() throws {
        var points = (1...3).map { point(.location, "FR", "2024-08-0\($0)", "12:00") }
        points.append(point(.location, "ES", "2024-08-04", "12:00"))
        points += (5...7).map { point(.location, "FR", "2024-08-0\($0)", "12:00") }
        let flip = try on(try observedLedger(points, from: "2024-08-01", to: "2024-08-07"), "2024-08-04")
        #expect(flip.country == country("ES") && flip.flags.contains(.transitSuspect))
    }

    @Test func observedDaysCountForSchengen() throws {
        let schengen = try #require(try RuleBook.bundled().zone("schengen"))
        let ledger = try observedLedger((1...5).map { point(.photo, "NL", "2024-09-0\($0)", "12:00") }, from: "2024-09-01", to: "2024-09-05")
        #expect(RollingLimit.schengen.status(of: ledger.zoneDays(schengen), on: day("2024-09-05")).used == 5)
    }

    @Test func sameEvidenceInAnyOrderGivesTheSameLedgerAndFingerprint() throws {
        let points = flight("LHR", "GB", "2024-03-01 10:00", "CDG", "FR", "2024-03-01 12:20")
            + (2...9).map { point(.location, "FR", "2024-03-0\($0)", "10:00", accuracy: 15) } + [point(.photo, "FR", "2024-03-05", "19:00")]
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let r = range("2024-03-01", "2024-03-12")
        #expect(builder.build(stays: [], overrides: [], points: points, range: r) == builder.build(stays: [], overrides: [], points: points.reversed(), range: r))
        let fingerprint = builder.fingerprint(stays: [], overrides: [], points: points, range: r)
        #expect(fingerprint == builder.fingerprint(stays: [], overrides: [], points: points, range: r))
        #expect(fingerprint != builder.fingerprint(stays: [], overrides: [], points: Array(points.dropLast()), range: r))
    }
}

struct TransitCountingTests {
    @Test func aLayoverCountsForAZoneOnlyWhenTheRuleSaysSo() throws {
        let points = flight("LHR", "GB", "2024-04-10 07:00", "FRA", "DE", "2024-04-10 09:45")
            + flight("FRA", "DE", "2024-04-10 11:30", "ORD", "US", "2024-04-10 14:00")
        let ledger = try observedLedger(points, from: "2024-04-10", to: "2024-04-10")
        let schengen = try #require(try RuleBook.bundled().zone("schengen"))
        #expect(ledger.zoneDays(schengen).count == 0)
        #expect(ledger.zoneDays(schengen, countTransit: true).count == 1)
        let strict = Rule(id: "t", name: "t", zone: "schengen", period: .rolling(days: 180), maxDays: 90, countTransit: true)
        #expect(RuleStatus(rule: strict, zone: schengen, ledger: ledger, on: day("2024-04-10")).days == 1)
    }
}

struct FlightBoundsTests {
    @Test func evidenceElsewhereBreaksTheFlightBound() throws {
        // Home from Athens on 25 July, off to Cyprus on 5 September; a photo in Amsterdam on 15 August
        // shows an unrecorded trip, so the days around it are not home by the flights alone.
        let points = flight("ATH", "GR", "2026-07-25 18:00", "LHR", "GB", "2026-07-25 20:00")
            + [point(.photo, "NL", "2026-08-15", "13:00")]
            + flight("LHR", "GB", "2026-09-05 08:00", "LCA", "CY", "2026-09-05 15:00")
        let ledger = try observedLedger(points, from: "2026-07-25", to: "2026-09-05")
        #expect(ledger.days.first { $0.date == day("2026-08-10") }?.country == nil)
        #expect(ledger.days.first { $0.date == day("2026-08-15") }?.country == country("NL"))
        #expect(ledger.days.first { $0.date == day("2026-08-20") }?.country == nil)
    }
}
