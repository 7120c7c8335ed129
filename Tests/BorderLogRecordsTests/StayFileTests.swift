import BorderLogModel
import BorderLogRecords
import BorderLogTestSupport
import Testing

struct StayFileTests {
    private func errors(_ text: String) -> [InputIssue] { StayFile.parse(text, path: "stays.csv").errors }

    @Test func readsStaysWithOpenExitNotesAndComments() {
        let parsed = StayFile.parse("""
            # my stays
            country,entry,exit,note
            FR,2024-01-01,2024-01-10,"Paris, work"
            gb,2024-01-10,,
            """, path: "stays.csv")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.rows.map(\.stay) == [stay("FR", "2024-01-01", "2024-01-10", note: "Paris, work"), stay("GB", "2024-01-10", nil)])
        #expect(parsed.rows.map(\.line) == [3, 4])
    }

    @Test func columnsMayComeInAnyOrderAndOptionalOnesMayBeMissing() {
        let parsed = StayFile.parse("entry,country\n2024-03-01,ES\n", path: "s.csv")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.rows.first?.stay == stay("ES", "2024-03-01", nil))
    }

    @Test func unknownCountryNamesFileLineFieldAndHint() throws {
        let issue = try #require(errors("country,entry,exit,note\nFR,2024-01-01,2024-01-05,\nUK,2024-01-05,2024-01-09,\n").first)
        #expect(issue.path == "stays.csv" && issue.line == 3 && issue.field == "country")
        #expect(issue.description.contains("'UK'") && issue.description.contains("GB"))
    }

    @Test func aRegionCodeOrARegionColumnNamesTheStatesOrProvince() throws {
        let parsed = StayFile.parse("country,region,entry,exit\nUS-NY,,2025-01-01,2025-01-31\nCA,CA-QC,2025-02-01,\nUS,us-nj,2025-03-01,2025-03-02\n", path: "s.csv")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.rows.map { $0.stay.region?.rawValue } == ["US-NY", "CA-QC", "US-NJ"])
        #expect(parsed.rows.map(\.stay.country.rawValue) == ["US", "CA", "US"])
    }

    @Test(arguments: [
        ("US-XX,,2025-01-01,", "country", "'US-XX' is not a region of United States"),
        ("FR-75,,2025-01-01,", "country", "FR (France) has no region layer"),
        ("US,CA-QC,2025-01-01,", "region", "CA-QC (Quebec) is in Canada, not in United States"),
        ("US-NY,US-NJ,2025-01-01,", "region", "US-NJ contradicts the country column's US-NY"),
        ("US,NY,2025-01-01,", "region", "'NY' is not a region code"),
    ])
    func badRegionsNameLineFieldAndWhy(row: String, field: String, message: String) throws {
        let parsed = StayFile.parse("country,region,entry,exit\nUS-NY,,2024-12-01,2024-12-31\n\(row)\n", path: "stays.csv")
        let issue = try #require(parsed.errors.first)
        #expect(issue.line == 3 && issue.field == field)
        #expect(issue.description.hasPrefix("stays.csv:3: \(field): "))
        #expect(issue.message.contains(message), "\(issue.message)")
        #expect(parsed.rows.count == 1)
    }

    @Test func exitBeforeEntryIsAnError() throws {
        let issue = try #require(errors("country,entry,exit,note\nFR,2024-01-10,2024-01-01,\n").first)
        #expect(issue.line == 2 && issue.field == "exit")
        #expect(issue.message.contains("before entry"))
    }

    @Test(arguments: ["2024-02-30", "2024-13-01", "01/02/2024", "2024-1-1", "tomorrow"])
    func badDatesAreErrorsNamingTheValue(_ bad: String) throws {
        let issue = try #require(errors("country,entry,exit,note\nFR,\(bad),2024-03-10,\n").first)
        #expect(issue.line == 2 && issue.field == "entry" && issue.message.contains(bad))
        let exitIssue = try #require(errors("country,entry,exit,note\nFR,2024-01-01,\(bad),\n").first)
        #expect(exitIssue.field == "exit")
    }

    @Test func missingValuesAreErrors() {
        let found = errors("country,entry,exit,note\n,2024-01-01,,\nFR,,,\n")
        #expect(found.map(\.line) == [2, 3])
        #expect(found.map(\.field) == ["country", "entry"])
    }

    @Test func wrongFieldCountIsAnError() throws {
        let issue = try #require(errors("country,entry,exit,note\nFR,2024-01-01\n").first)
        #expect(issue.line == 2 && issue.message.contains("expected 4 fields"))
    }

    @Test func missingHeaderIsExplained() throws {
        let issue = try #require(errors("FR,2024-01-01,2024-01-10,\n").first)
        #expect(issue.line == 1 && issue.message.contains("header"))
    }

    @Test func emptyFileIsAnError() {
        #expect(errors("").count == 1)
        #expect(errors("# only a comment\n").count == 1)
    }

    @Test func everyBadRowIsReportedNotJustTheFirst() {
        let found = errors("country,entry,exit,note\nXX,2024-01-01,,\nFR,2024-02-31,,\nDE,2024-03-05,2024-03-01,\n")
        #expect(found.map(\.line) == [2, 3, 4])
    }

    @Test func unknownColumnsAreWarningsNotErrors() {
        let parsed = StayFile.parse("country,entry,exit,note,city\nFR,2024-01-01,,,Paris\n", path: "s.csv")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.issues.first?.severity == .warning)
        #expect(parsed.rows.count == 1)
    }

    @Test func hostileInputDoesNotCrash() {
        let garbage = String(repeating: "\"\u{0},,\n\r\"", count: 500) + String(repeating: "é", count: 10_000)
        #expect(!StayFile.parse(garbage, path: "g.csv").errors.isEmpty)
    }
}

struct StayValidatorTests {
    private func overlaps(_ stays: [Stay]) -> [InputIssue] {
        StayValidator.overlaps(
            new: stays.enumerated().map { StayValidator.Labeled(stay: $1, label: "row \($0)", line: $0 + 2) }, existing: [], path: "s.csv")
    }

    @Test func sharedBorderCrossingDayIsNotAnOverlap() {
        #expect(overlaps([stay("FR", "2024-01-01", "2024-01-10"), stay("CH", "2024-01-10", "2024-01-20")]).isEmpty)
        #expect(overlaps([stay("FR", "2024-01-01", "2024-01-10"), stay("BE", "2024-01-10", "2024-01-10"), stay("NL", "2024-01-10", nil)]).isEmpty)
    }

    @Test func sharingMoreThanTheCrossingDayIsAnOverlap() {
        #expect(overlaps([stay("FR", "2024-01-01", "2024-01-10"), stay("CH", "2024-01-09", "2024-01-20")]).count == 1)
        #expect(overlaps([stay("FR", "2024-01-01", "2024-01-10"), stay("CH", "2024-01-05", "2024-01-05")]).count == 1)
        #expect(overlaps([stay("FR", "2024-01-01", nil), stay("GB", "2024-03-01", "2024-03-05")]).count == 1)
        #expect(overlaps([stay("FR", "2024-01-01", "2024-01-01"), stay("FR", "2024-01-01", "2024-01-01")]).count == 1)
    }

    @Test func overlapWithAStoredStayNamesWhereThatStayCameFrom() throws {
        let issue = try #require(StayValidator.overlaps(
            new: [StayValidator.Labeled(stay: stay("DE", "2024-01-05", "2024-01-08"), label: "new", line: 7)],
            existing: [StayValidator.Labeled(stay: stay("AT", "2024-01-01", "2024-01-10"), label: "old.csv:3")], path: "new.csv").first)
        #expect(issue.line == 7 && issue.description.contains("old.csv:3") && issue.description.contains("--allow-overlap"))
    }

    @Test func gapsBetweenStaysAreListed() {
        let gaps = StayValidator.gaps(in: [
            stay("GB", "2024-01-01", "2024-01-10"), stay("FR", "2024-01-15", "2024-01-20"), stay("FR", "2024-01-21", nil),
        ])
        #expect(gaps == [range("2024-01-11", "2024-01-14")])
    }
}
