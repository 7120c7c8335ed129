import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// IATA BCBP strings and Apple Wallet passes, written by the tests.
struct BoardingPassTests {
    static let oneLeg = "M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 100"
    static let twoLegs = "M2DOE/JANE            EXYZ789 LHRZRHLX 0345 061Y014C0022 100XYZ789 ZRHGVALX 2806 062Y003F0007 100"
    /// One leg with the unique conditional items: issued on day 058 of a year ending in 4.
    static let withIssueDate = "M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 11E>5180WW4058BTP              00"

    private func documents() throws -> TravelDocumentReader {
        switch FlightsFixtures.index {
        case .success(let index): return TravelDocumentReader(airports: AirportLookup(index: index))
        case .failure(let error):
            Issue.record("The boarding-pass tests need the geo index: run `make geodata` first. \(error)")
            throw error
        }
    }

    // MARK: - BCBP

    @Test func readsTheMandatoryFieldsOfOneLeg() throws {
        let pass = try BoardingPass(bcbp: Self.oneLeg)
        #expect(pass.passengerName == "DOE/JANE" && pass.legs.count == 1)
        let leg = pass.legs[0]
        #expect(leg.from == "LIS" && leg.to == "LHR" && leg.carrier == "TP" && leg.number == 1350)
        #expect(leg.julianDay == 61 && leg.compartment == "Y" && leg.seat == "012A" && leg.pnr == "ABC123")
        #expect(pass.issued == nil)
    }

    @Test func readsEveryLegAndTheIssueDate() throws {
        let pass = try BoardingPass(bcbp: Self.twoLegs)
        #expect(pass.legs.map { "\($0.carrier)\($0.number) \($0.from)-\($0.to) \($0.julianDay)" } == ["LX345 LHR-ZRH 61", "LX2806 ZRH-GVA 62"])
        let issued = try #require(try BoardingPass(bcbp: Self.withIssueDate).issued)
        #expect(issued.yearDigit == 4 && issued.julianDay == 58)
    }

    @Test(arguments: [
        ("", "truncated boarding pass: ends at character 0 inside the format code"),
        ("M1DOE/JANE", "truncated boarding pass: ends at character 10 inside the passenger name"),
        ("M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A", "inside the leg 1 check-in sequence number"),
        ("X1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 100", "format code is \"X\""),
        ("M5DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 100", "number of legs is \"5\""),
        ("M1DOE/JANE            EABC123 L1SLHRTP 1350 061Y012A0001 100", "from airport \"L1S\" is not an IATA code"),
        ("M1DOE/JANE            EABC123 LISLHRTP 13X0 061Y012A0001 100", "flight number \"13X0 \""),
        ("M1DOE/JANE            EABC123 LISLHRTP 1350 400Y012A0001 100", "date of flight \"400\""),
        ("M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 1ZZ", "size of the variable part \"ZZ\""),
        ("M2DOE/JANE            EXYZ789 LHRZRHLX 0345 061Y014C0022 100XYZ789 ZRHGVA", "inside the leg 2 carrier"),
        ("M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 11E>518", "inside the leg 1 conditional items"),
    ])
    func malformedStringsAreRejectedWithTheField(_ text: String, _ reason: String) {
        #expect {
            try BoardingPass(bcbp: text)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    // MARK: - Year of the Julian day

    @Test(arguments: [
        (61, "2024-03-02", "2024-03-01"),  // the day before the reference
        (365, "2025-01-02", "2024-12-30"),  // last year's day 365 (2024 is a leap year)
        (2, "2024-12-30", "2025-01-02"),  // three days ahead: checked in before the new year
        (200, "2024-06-01", "2023-07-19"),  // far after the reference is never chosen
        (366, "2025-03-01", "2024-12-31"),  // only a leap year has day 366
    ])
    func julianDayTakesTheYearNearestTheReference(_ julian: Int, _ reference: String, _ expected: String) {
        #expect(FlightDate.resolve(julianDay: julian, reference: day(reference)) == day(expected))
    }

    @Test func issueDateFixesTheYear() {
        // Issued on day 58 of a year ending in 4: 2024-02-27, so day 61 is 2024-03-01 even read in 2026.
        #expect(FlightDate.resolve(julianDay: 61, reference: day("2026-06-01"), issued: (4, 58)) == day("2024-03-01"))
    }

    // MARK: - Flights

    @Test func barcodeFileGivesFlightsAndReasonsPerLine() throws {
        let text = [
            "# boarding passes", Self.oneLeg, "", Self.twoLegs, "M1DOE/JANE", "hello", "M1DOE/JANE            EABC123 LISXXXTP 1350 061Y012A0001 100",
        ].joined(separator: "\n")
        let outcome = try documents().readBarcodes(text: text, reference: day("2024-03-05"))
        #expect(outcome.flights.map { "\($0.flight ?? "") \($0.from.label)-\($0.to.label)" } == ["TP1350 LIS-LHR", "LX345 LHR-ZRH", "LX2806 ZRH-GVA"])
        #expect(outcome.signals.map(\.day) == [day("2024-03-01"), day("2024-03-01"), day("2024-03-01"), day("2024-03-01"), day("2024-03-02"), day("2024-03-02")])
        #expect(outcome.signals.map(\.country) == ["PT", "GB", "GB", "CH", "CH", "CH"].map(country))
        #expect(outcome.signals.allSatisfy { $0.kind == .calendar && $0.flight != nil })
        #expect(outcome.rejected.count == 3)
        #expect(outcome.rejected[0].hasPrefix("line 5: truncated boarding pass"))
        #expect(outcome.rejected[1].hasPrefix("line 6: not a boarding pass barcode"))
        #expect(outcome.rejected[2].hasPrefix("line 7: ") && outcome.rejected[2].contains("XXX"))
    }

    @Test func walletPassGivesAFlightTimedByItsRelevantDate() throws {
        let data = try WalletPass.archive(json: WalletPass.boardingPassJSON(barcode: Self.oneLeg), extra: [("icon.png", Data(repeating: 7, count: 300))])
        let outcome = try documents().readPass(data: data, modified: day("2025-08-01"))
        let flight = try #require(outcome.flights.first)
        #expect(outcome.flights.count == 1 && outcome.rejected.isEmpty)
        #expect(flight.flight == "TP1350" && flight.from.label == "LIS" && flight.to.label == "LHR")
        #expect(flight.departure == "2024-03-01T09:10:00+00:00" && flight.departureSignal.day == day("2024-03-01"))
        #expect(flight.arrivalSignal.day == day("2024-03-01") && flight.arrivalSignal.country == country("GB"))
        #expect(flight.flags.contains(.boardingPass) && flight.flags.contains(.arrivalEstimated))
    }

    @Test func walletPassWithoutABarcodeUsesItsFields() throws {
        let data = try WalletPass.archive(json: WalletPass.boardingPassJSON(barcode: nil))
        let flight = try #require(try documents().readPass(data: data, modified: day("2025-08-01")).flights.first)
        #expect(flight.flight == "TP1350" && flight.from.label == "LIS" && flight.to.label == "LHR")
        #expect(flight.departureSignal.day == day("2024-03-01"))
    }

    @Test func trainPassIsNoFlight() throws {
        let data = try WalletPass.archive(json: WalletPass.boardingPassJSON(barcode: nil, transit: "PKTransitTypeTrain"))
        #expect { try documents().readPass(data: data, modified: day("2025-08-01")) } throws: { "\($0)".contains("not an air boarding pass") }
    }

    @Test func zipBombAndNonZipAreRefused() throws {
        let bomb = try WalletPass.archive(json: WalletPass.boardingPassJSON(barcode: Self.oneLeg), extra: [("padding.bin", Data(count: 4 << 20))])
        #expect { try documents().readPass(data: bomb, modified: day("2025-08-01")) } throws: { "\($0)".contains("zip bomb") }
        #expect { try documents().readPass(data: Data("not a zip".utf8), modified: day("2025-08-01")) } throws: { "\($0)".contains("not a .pkpass") }
        let noPass = try WalletPass.archive(json: "{}")
        #expect { try documents().readPass(data: noPass, modified: day("2025-08-01")) } throws: { "\($0)".contains("no boardingPass") }
    }
}
