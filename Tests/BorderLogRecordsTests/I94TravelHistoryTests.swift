import BorderLogRecords
import BorderLogTestSupport
import Testing

@Suite("The I-94 travel history as people copy it")
struct I94TravelHistoryTests {
    func parse(_ text: String) -> CrossingFile.Parsed {
        let context = CrossingFile.Context(portCountry: { _ in nil }, today: day("2026-11-26"), schengen: nil)
        return CrossingFile.parse(text, path: "i94.txt", context: context)
    }

    @Test("a printed page: browser header and footer, the person's details, tab-separated rows newest first")
    func printedPage() {
        let parsed = parse("""
            10/5/26, 10:21 AM\tI-94/I-95 Official Website
            U.S. Customs and Border Protection
            Travel History Results
            First (Given) Name: JANE
            Last/Surname: DOE
            Birth Date: 01/02/1985
            Document Number: X1234567
            Row\tDate\tType\tLocation
            1\t2026-03-10\tDeparture\tNYC
            2\t2026-02-14\tArrival\tSFR
            3\t2025-08-30\tDeparture\tLOS
            4\t2025-08-02\tArrival\tLOS
            https://i94.cbp.dhs.gov/I94/#/history-search\t1/1
            """)
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.map { "\($0.line) \($0.crossing.date) \($0.crossing.direction.rawValue) \($0.crossing.port)" } == [
            "9 2026-03-10 exit NYC", "10 2026-02-14 entry SFR", "11 2025-08-30 exit LOS", "12 2025-08-02 entry LOS",
        ])
        #expect(parsed.rows.allSatisfy { $0.crossing.country == country("US") && $0.crossing.authority == .i94 })
    }

    @Test("a copy with each cell on its own line, US dates, spaces between cells and a row repeated across a page break")
    func cellsOnTheirOwnLines() {
        let parsed = parse("""
            Travel History Results
            Row
            Date
            Type
            Location
            1
            03/10/2026
            DEPARTURE
            nyc
            2 2026-02-14 Arrival SFR
            Page 1 of 2
            2 2026-02-14 Arrival SFR
            3  2025-08-30  Departure  LOS
            """)
        #expect(parsed.rows.map { "\($0.crossing.date) \($0.crossing.direction.rawValue) \($0.crossing.port)" } == [
            "2026-03-10 exit NYC", "2026-02-14 entry SFR", "2025-08-30 exit LOS",
        ])
        let warnings = parsed.issues.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.line == 12 && $0.message.contains("as line 10; counted once") })
        // The oldest row is a departure with no arrival before it: the five years shown began mid-stay.
        #expect(warnings.contains { $0.line == 13 && $0.message.contains("no entry before it") })
    }

    @Test("no records, a print header alone, and a row without a location")
    func edges() {
        #expect(parse("Travel History Results\nRow Date Type Location\nNo records found\n").errors.first?.message.contains("neither") == true)
        #expect(parse("10/5/26, 10:21 AM I-94/I-95 Official Website\n").errors.isEmpty == false)
        let parsed = parse("I-94 travel history\n1 2026-02-14 Arrival\n2 2026-02-01 Departure BOS\n3 2025-12-20 Arrival Newark, NJ\n")
        #expect(parsed.rows.map(\.crossing.port) == ["", "BOS", "NEWARK, NJ"])
    }

    @Test("a copy with `Date`, `Type`, `Location` each on a line, no `Row` and no I-94 words, each value on its own line")
    func headerWordsOnTheirOwnLines() {
        let parsed = parse("""
            Date
            Type
            Location
            2017-06-30
            Departure
            DUL
            2017-05-30
            Arrival
            DLA
            2017-03-31
            Departure
            BWI
            2017-03-30
            Arrival
            RRA
            """)
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.map { "\($0.line) \($0.crossing.date) \($0.crossing.direction.rawValue) \($0.crossing.port)" } == [
            "4 2017-06-30 exit DUL", "7 2017-05-30 entry DLA", "10 2017-03-31 exit BWI", "13 2017-03-30 entry RRA",
        ])
        #expect(parsed.rows.allSatisfy { $0.crossing.country == country("US") && $0.crossing.authority == .i94 })
    }

    @Test("a header without `Row` on one line, and rows with no header at all", arguments: [
        "Date Type Location\n2025-08-30 Departure LOS\n2025-08-02 Arrival LOS\n",
        "Date\tType\tLocation\n2025-08-30\tDeparture\tLOS\n2025-08-02\tArrival\tLOS\n",
        "2025-08-30 Departure LOS\n2025-08-02 Arrival LOS\n",
        "\n\n08/30/2025\tDEPARTURE\tLOS\r\n08/02/2025\tARRIVAL\tLOS\r\n",
    ])
    func headersThatLostWords(text: String) {
        let parsed = parse(text)
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.map { "\($0.crossing.date) \($0.crossing.direction.rawValue) \($0.crossing.port)" } == [
            "2025-08-30 exit LOS", "2025-08-02 entry LOS",
        ])
    }

    @Test("a location of several words on the line below its type")
    func locationOnItsOwnLine() {
        let parsed = parse("Date\nType\nLocation\n2025-12-20\nArrival\nNewark, NJ\n2025-12-01\nDeparture\nBOS\n")
        #expect(parsed.rows.map(\.crossing.port) == ["NEWARK, NJ", "BOS"])
    }

    @Test("text that is not a travel history is an error naming the file, not a crossing", arguments: [
        "Dear Jane, on 2024-05-01 arrival was late and departure at 9.\n",
        "Date Type Location\nNo records found for the information provided.\n",
        "{\"date\": \"2024-05-01\", \"type\": \"Arrival\"}\n",
        "",
    ])
    func notATravelHistory(text: String) {
        let parsed = parse(text)
        #expect(parsed.rows.isEmpty)
        #expect(parsed.errors.count == 1)
        #expect(parsed.errors.first?.description == "i94.txt: \(CrossingFile.notATravelRecord)")
    }
}
