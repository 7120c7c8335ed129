import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog flights import` in process: the dry-run lines, a real import, the same flight in two logbooks stored
/// once, a re-import that adds nothing, and bad rows named with their line while the good ones are kept.
@Suite struct FlightsImportCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2024-07-05"])
    }

    private func logbooks() -> (String, String) {
        let flighty = directory.write("flighty.csv", """
            Date,Airline,Flight,From,To,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual)
            2024-07-01,LH,400,FRA,JFK,false,,2024-07-01T10:00,2024-07-01T10:05,2024-07-01T12:45,2024-07-01T12:50
            2024-07-03,LH,401,JFK,FRA,true,,2024-07-03T17:00,,2024-07-04T07:00,
            2024-07-04,LH,403,JFK,FRA,false,,2024-07-04T17:00,,2024-07-05T07:00,
            2024-07-04,LH,405,JFK,QQQ,false,,2024-07-04T17:00,,2024-07-05T07:00,

            """)
        let appInTheAir = directory.write("data.txt", """
            Ownership.MINE;trip;Summer;flights:
            ECONOMY;12A;x;LH;400;0;FRA;JFK;2024-07-01T10:05;2024-07-01T12:50;2024-07-01T08:05;2024-07-01T16:50;notes
            hotels:

            """)
        return (flighty, appInTheAir)
    }

    @Test func dryRunLinesCarryTheContractFields() async throws {
        let (flighty, _) = logbooks()
        let result = await borderlog("flights", "import", "--dry-run", flighty)
        #expect(result.status == 2)
        let lines = result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 2 && Set(lines[0].keys) == ["flight", "from", "to", "departure", "arrival", "source", "format"])
        #expect(lines[0]["departure"] as? String == "2024-07-01T10:05:00+02:00" && lines[0]["arrival"] as? String == "2024-07-01T12:50:00-04:00")
        #expect(lines[0]["format"] as? String == "flighty" && lines[0]["flight"] as? String == "LH400" && lines[0]["source"] as? String == flighty)
        #expect(result.stderr.contains("\(flighty):3: warning: cancelled"))
        #expect(result.stderr.contains("\(flighty):5: JFK→QQQ: airport QQQ is not in the airport table"))
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test func aFlightInTwoLogbooksIsStoredOnceAndARerunAddsNothing() async throws {
        let (flighty, appInTheAir) = logbooks()
        let first = await borderlog("flights", "import", flighty, appInTheAir)
        // The bad row is named, exit 2, and the good rows and the other file are imported.
        #expect(first.status == 2)
        #expect(first.stderr.contains("flights import: 2 files (0 unchanged), 3 flights, 1 rows left out, 1 rejected, 4 signals added, 2 signals already known"))
        let again = await borderlog("flights", "import", flighty, appInTheAir)
        #expect(again.stderr.contains("2 files (2 unchanged)") && again.stderr.contains("0 signals added"))
        let signals = await borderlog("signals", "--kind", "logbook", "--format", "jsonl")
        let kinds = signals.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(kinds.count == 4 && kinds.allSatisfy { $0["kind"] as? String == "logbook" && $0["flight"] != nil })
        #expect(await borderlog("infer").status == 0)
        let explained = await borderlog("explain", "2024-07-01")
        #expect(explained.stdout.contains("observed: logbook DE×1 US×1"), "\(explained.stdout)")
    }

    /// A logbook of several thousand flights is mapped a slice at a time while the slices before are written: every
    /// flight is stored, in one transaction, and its refused rows are still named by line.
    @Test func aLargeLogbookIsWrittenWhileItIsMapped() async throws {
        let airports = ["FRA", "JFK", "LHR", "CDG", "ZRH", "LIS"]
        var rows = ["Date,Airline,Flight,From,To,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual)"]
        for n in 0..<9_000 {
            let day = LocalDay(year: 2000, month: 1, day: 1)!.adding(days: n / 3)
            let (from, to) = (airports[n % 6], n == 8_500 ? "QQQ" : airports[(n + 1) % 6])
            rows.append("\(day),LH,\(100 + n),\(from),\(to),false,,\(day)T0\(n % 3 * 3):00,,\(day)T1\(n % 3 * 3):30,")
        }
        let logbook = directory.write("big.csv", rows.joined(separator: "\n") + "\n")
        let first = await borderlog("flights", "import", logbook)
        #expect(first.status == 2)
        #expect(first.stderr.contains("\(logbook):8502: ZRH→QQQ: airport QQQ is not in the airport table"))
        #expect(first.stderr.contains("flights import: 1 files (0 unchanged), 8999 flights, 0 rows left out, 1 rejected, 17998 signals added"))
        let signals = await borderlog("signals", "--kind", "logbook", "--format", "jsonl")
        #expect(signals.stdout.split(separator: "\n").count == 17_998)
        let dry = await borderlog("flights", "import", "--dry-run", logbook)
        #expect(dry.stdout.split(separator: "\n").count == 8_999)
    }

    @Test func aFileThatIsNoLogbookIsNamedAndTheOthersImported() async throws {
        let (flighty, _) = logbooks()
        let notes = directory.write("notes.txt", "packing list: boots, charger")
        let result = await borderlog("flights", "import", notes, flighty)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(notes): not a flight logbook BorderLog knows"))
        #expect(result.stderr.contains("4 signals added"))
    }

    /// TP209 in Flighty (its airline as `TAP`, the number apart) and in myFlightradar24 (`TP209`): one dry-run line,
    /// one stored flight.
    @Test func oneFlightInTwoLogbooksIsOneDryRunLineAndOneStoredFlight() async throws {
        let flighty = directory.write("FlightyExport.csv", """
            Date,Airline,Flight,From,To,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual)
            2025-02-14,TAP,209,LIS,EWR,false,,2025-02-14T10:35,2025-02-14T10:41,2025-02-14T13:45,2025-02-14T13:40

            """)
        let flightradar = directory.write("flightradar24.csv", """
            Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id
            2025-02-14,TP209,Lisbon / Humberto Delgado (LIS/LPPT),Newark / Liberty International (EWR/KEWR),10:40:00,13:42:00,08:02:00,TAP Air Portugal (TP/TAP),,,,,,,,,,,

            """)
        let dry = await borderlog("flights", "import", "--dry-run", flighty, flightradar)
        #expect(dry.status == 0 && dry.stdout.split(separator: "\n").count == 1 && dry.stdout.contains("\"source\":\"\(flighty)\""))
        let stored = await borderlog("flights", "import", flighty, flightradar)
        #expect(stored.stderr.contains("2 signals added, 2 signals already known"), "\(stored.stderr)")
    }
}
