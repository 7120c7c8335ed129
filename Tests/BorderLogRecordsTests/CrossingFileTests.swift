import BorderLogModel
import BorderLogRecords
import BorderLogSettings
import BorderLogTestSupport
import Testing

@Suite("Crossings files: the CSV template")
struct CrossingFileTests {
    /// The airports a test knows, as the geo index's airport table and resolver would place them.
    static let airports = ["CDG": "FR", "FRA": "DE", "GVA": "CH", "LHR": "GB", "JFK": "US"]

    func parse(_ text: String, today: String = "2026-11-26") throws -> CrossingFile.Parsed {
        let context = CrossingFile.Context(
            portCountry: { Self.airports[$0].flatMap(CountryCode.init) }, today: day(today), schengen: try RuleBook.bundled().zone(ZoneID.schengen))
        return CrossingFile.parse(text, path: "ees.csv", context: context)
    }

    @Test("a state or province names its country; an unknown one is an error naming the row")
    func regionCodes() throws {
        let parsed = try parse("""
            date,direction,port,country,authority,note
            2025-10-14,entry,Peace Bridge,US-NY,i94,
            2025-10-20,exit,Peace Bridge,US-XX,i94,
            """)
        #expect(parsed.rows.map(\.crossing.country) == [country("US")])
        let issue = try #require(parsed.errors.first)
        #expect(issue.line == 3 && issue.field == "country" && issue.message.contains("'US-XX' is not a region of United States"))
    }

    @Test("rows read with the country from an IATA port, a given country, a free-text port and a note")
    func readsRows() throws {
        let parsed = try parse("""
            date,direction,port,country,authority,note
            2025-10-14,entry,CDG,,ees,
            2025-10-30,exit,Frontière de Vintimille,IT,ees,"by train, Nice–Genoa"
            # a stamp I noted by hand
            2025-11-02,entry,GVA,FR,stamp,French side
            """)
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.map(\.line) == [2, 3, 5])
        #expect(parsed.rows.map(\.crossing.country) == [country("FR"), country("IT"), country("FR")])
        #expect(parsed.rows[1].crossing == Crossing(
            date: day("2025-10-30"), direction: .exit, port: "Frontière de Vintimille", country: country("IT"), authority: .ees, note: "by train, Nice–Genoa"))
        // Geneva has a French side: the given country is kept, with a warning that the airport is in CH.
        let warning = try #require(parsed.issues.first { $0.line == 5 })
        #expect(warning.severity == .warning && warning.message.contains("GVA is in CH"))
    }

    @Test("every bad row is reported with its line and field, and nothing is half kept")
    func reportsEveryError() throws {
        let parsed = try parse("""
            date,direction,port,country,authority,note
            2025-10-14,arrival,CDG,,ees,
            2025-13-01,entry,CDG,,ees,
            2025-10-20,entry,Menton,,stamp,
            2025-10-21,exit,CDG,,border-guard,
            2025-10-22,exit,CDG,XY,ees,
            2027-01-01,entry,CDG,,ees,
            """)
        let errors = parsed.errors.map { "\($0.line ?? 0) \($0.field ?? "")" }
        #expect(errors == ["2 direction", "3 date", "4 country", "5 authority", "6 country", "7 date"])
        #expect(parsed.errors[0].description == "ees.csv:2: direction: 'arrival' is not a direction; use entry or exit")
        #expect(parsed.errors[3].message.contains("ees, i94, uk-sar, au-movements, stamp, self"))
        #expect(parsed.errors[5].message == "2027-01-01 is in the future (today is 2026-11-26)")
    }

    @Test("a repeated row counts once with a warning; an exit with no entry before it is kept with a warning")
    func warnsOnDuplicatesAndUnmatchedExits() throws {
        let parsed = try parse("""
            date,direction,port,country,authority,note
            2025-03-02,exit,FRA,,ees,
            2025-04-01,entry,CDG,,ees,
            2025-04-01,entry,cdg,,ees,
            2025-04-09,exit,FRA,,ees,
            """)
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.map(\.line) == [2, 3, 5])
        let warnings = parsed.issues.filter { $0.severity == .warning }
        #expect(warnings.map(\.line) == [4, 2])
        #expect(warnings[0].message.contains("as line 3; counted once"))
        #expect(warnings[1].message.contains("has no entry before it"))
    }

    @Test("a file that is neither layout, a header without its columns, and an empty table are errors")
    func rejectsWhatIsNotACrossingsFile() throws {
        #expect(try parse("country,entry,exit\nFR,2025-01-01,2025-01-05\n").errors.first?.message.contains("neither a crossings CSV") == true)
        #expect(try parse("date,direction,port\n2025-01-01,entry,CDG\n").errors.first?.message.contains("header lacks column authority") == true)
        #expect(try parse("date,direction,port,country,authority,note\n").errors.first?.message == "no crossings in the file")
    }

    @Test("intervals: internal stamps keep a stay open, a same-day entry and exit is in and out, an open entry stays open")
    func intervals() throws {
        let schengen = try #require(try RuleBook.bundled().zone(ZoneID.schengen))
        func crossing(_ date: String, _ direction: Crossing.Direction, _ code: String) -> Crossing {
            Crossing(date: day(date), direction: direction, country: country(code), authority: .stamp)
        }
        let intervals = CrossingInterval.intervals(of: [
            crossing("2025-01-10", .entry, "FR"), crossing("2025-01-12", .entry, "DE"), crossing("2025-01-20", .exit, "AT"),
            crossing("2025-02-01", .entry, "GB"), crossing("2025-02-01", .exit, "GB"),
            crossing("2025-03-01", .entry, "US"),
            // Croatia joined on 2023-01-01: before that its border was the zone's edge only for Croatia.
            crossing("2022-06-01", .entry, "HR"),
        ], schengen: schengen)
        #expect(intervals.map { "\($0.area) \($0.entry?.date.description ?? "-")…\($0.exit?.date.description ?? "open")" } == [
            "HR 2022-06-01…open", "schengen 2025-01-10…2025-01-20", "GB 2025-02-01…2025-02-01", "US 2025-03-01…open",
        ])
    }
}
