import BorderLogRecords
import BorderLogTestSupport
import Testing

@Suite("The UK Home Office travel history of a subject access request")
struct HomeOfficeTravelHistoryTests {
    func parse(_ text: String) -> CrossingFile.Parsed {
        let context = CrossingFile.Context(portCountry: { _ in nil }, today: day("2026-11-26"), schengen: nil)
        return CrossingFile.parse(text, path: "sar.txt", context: context)
    }

    func rows(_ parsed: CrossingFile.Parsed) -> [String] {
        parsed.rows.map { "\($0.line) \($0.crossing.date) \($0.crossing.direction.rawValue) \($0.crossing.port) \($0.crossing.note ?? "-")" }
    }

    @Test("the PDF's text: headings, the person's details, tab-separated cells, `0` for an empty port, page furniture")
    func letterText() {
        let parsed = parse("""
            OFFICIAL - SENSITIVE
            Subject Access Request Unit\tUK Visas and Immigration
            Name: A N OTHER\tDate of birth: 02/03/1980
            Travel History
            Date\tVoyage Code\tDirection\tEmbark Port\tDisembark Port
            03/02/2025\tBA0117\tOutbound\tLHR\t0\tJFK
            17/02/2025\tBA0112\tInbound\tJFK\t0\tLHR
            Page 1 of 2
            01/06/2025\tLESHUTTLE\tOutbound\tFolkestone\t0\tCoquelles
            08/06/2025\t9F1234\tInbound\tGare du Nord\t0\tSt Pancras
            """)
        #expect(parsed.errors.isEmpty)
        #expect(rows(parsed) == [
            "6 2025-02-03 exit LHR voyage BA0117", "7 2025-02-17 entry LHR voyage BA0112",
            "9 2025-06-01 exit Folkestone voyage LESHUTTLE", "10 2025-06-08 entry St Pancras voyage 9F1234",
        ])
        #expect(parsed.rows.allSatisfy { $0.crossing.country == country("GB") && $0.crossing.authority == .ukSAR })
    }

    @Test("a copy with single spaces, port names the airport table does not know, and no voyage")
    func pastedText() {
        let parsed = parse("""
            14/09/2025 U28001 Outbound LGW 0 NCE
            21/09/2025 U28002 Inbound NCE 0 LGW
            02/10/2025 Outbound Dover\r
            05/10/2025 inbound Eurotunnel
            11/11/2025 EI0155 INBOUND DUB LHR
            """)
        #expect(parsed.errors.isEmpty)
        #expect(rows(parsed) == [
            "1 2025-09-14 exit LGW voyage U28001", "2 2025-09-21 entry LGW voyage U28002", "3 2025-10-02 exit Dover -",
            "4 2025-10-05 entry Eurotunnel -", "5 2025-11-11 entry LHR voyage EI0155",
        ])
    }

    @Test("a row split one cell a line, between rows on one line")
    func cellsOnTheirOwnLines() {
        let parsed = parse("""
            21/09/2025 U28002 Inbound NCE 0 LGW
            08/06/2025
            9F1234
            Inbound
            GBSPX
            Page 2 of 2
            14/09/2025\tU28001\tOutbound\tLGW\t0\tNCE
            """)
        #expect(rows(parsed) == [
            "1 2025-09-21 entry LGW voyage U28002", "2 2025-06-08 entry GBSPX voyage 9F1234", "7 2025-09-14 exit LGW voyage U28001",
        ])
    }

    @Test("an impossible date rejects the file, naming its line; a date after today too")
    func badDates() {
        let parsed = parse("03/02/2025\tBA0117\tOutbound\tLHR\t0\tJFK\n31/02/2025\tBA0112\tInbound\tJFK\t0\tLHR\n01/12/2026 BA0113 Inbound JFK 0 LHR\n")
        #expect(parsed.errors.map(\.description) == [
            "sar.txt:2: date: '31/02/2025' is not a date; the record writes dates as DD/MM/YYYY",
            "sar.txt:3: date: 2026-12-01 is in the future (today is 2026-11-26)",
        ])
        // A file whose only row has an impossible date is still read as a travel history, and that row named.
        #expect(parse("Travel History\n29/02/2025 Outbound Dover\n").errors.map(\.description) == [
            "sar.txt:2: date: '29/02/2025' is not a date; the record writes dates as DD/MM/YYYY",
        ])
    }

    @Test("a repeated row is a warning and counts once")
    func repeatsAndMidTrip() {
        let parsed = parse("17/02/2025 BA0112 Inbound JFK 0 LHR\n17/02/2025 BA0112 Inbound JFK 0 LHR\n01/03/2025 BA0117 Outbound LHR 0 JFK\n")
        #expect(parsed.errors.isEmpty && parsed.rows.count == 2)
        #expect(parsed.issues.contains { $0.severity == .warning && $0.line == 2 && $0.message.contains("counted once") })
    }

    @Test("words that only look like rows are not read as a travel history", arguments: [
        "Inbound and outbound passengers are checked at the border.\n",
        "Outbound 03/02/2025 LHR\n",
        "Direction: Inbound\n",
    ])
    func notRows(text: String) {
        let parsed = parse(text)
        #expect(parsed.rows.isEmpty)
        #expect(parsed.errors.map(\.description) == ["sar.txt: \(CrossingFile.notATravelRecord)"])
    }

    @Test("a crossings CSV whose note says `Inbound` is still a CSV")
    func csvFirst() {
        let parsed = parse("date,direction,port,country,authority,note\n2025-02-17,entry,LHR,GB,uk-sar,17/02/2025 Inbound LHR\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.map(\.crossing.note) == ["17/02/2025 Inbound LHR"])
        #expect(CrossingFile.Layout(sniffing: "17/02/2025 BA0112 Inbound JFK 0 LHR") == .homeOffice)
        #expect(CrossingFile.Layout(sniffing: "2025-02-17 Arrival NYC") == .i94)
    }
}
