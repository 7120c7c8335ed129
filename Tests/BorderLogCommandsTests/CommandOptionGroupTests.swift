import ArgumentParser
@testable import BorderLogCommands
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogTestSupport
import Foundation
import Testing

/// The option groups and helpers several commands share, where they decide something: which format prints what,
/// which day a report evaluates, what `purge` deletes, the order a line with two faults is told them in.
@Suite struct CommandOptionGroupTests {
    /// What `operation` printed on stdout and stderr.
    private func printed(_ operation: () throws -> Void) async rethrows -> (stdout: String, stderr: String) {
        let capture = ConsoleCapture()
        try await capture.capturing { try operation() }
        return (capture.stdout, capture.stderr)
    }

    /// The message a line refused by the parser ends with, as `borderlog` prints it.
    private func refusal(_ arguments: [String]) throws -> String {
        let error = try #require(throws: (any Error).self) { try BorderLogCommand.parseAsRoot(arguments) }
        #expect(BorderLogCommand.exitCode(for: error) == .validationFailure)
        return BorderLogCommand.message(for: error)
    }

    @Test func reportFormatPrintsTheTextOrTheJSON() async throws {
        let text = try ReportFormatOptions.parse([])
        let json = try ReportFormatOptions.parse(["--format", "json"])
        #expect(try await printed { try text.write(["a", "b"], text: { $0.joined(separator: "+") }) } == ("a+b\n", ""))
        #expect(try await printed { try text.write(["a", "b"], lines: { $0 }) } == ("a\nb\n", ""))
        #expect(try await printed { try text.write([String](), lines: { $0 }) } == ("", ""))
        #expect(try await printed { try json.write(["a"], lines: { $0 }) } == ("[\n  \"a\"\n]\n", ""))
    }

    @Test func anEmptyListSaysSoOnStderrExceptInJSON() async throws {
        let text = try ReportFormatOptions.parse([])
        let json = try ReportFormatOptions.parse(["--format", "json"])
        #expect(try await printed { try text.list([String](), none: "none here", line: { $0 }) } == ("", "none here\n"))
        #expect(try await printed { try text.list(["x", "y"], none: "none here", line: { "#" + $0 }) } == ("#x\n#y\n", ""))
        #expect(try await printed { try json.list([String](), none: "none here", line: { $0 }) } == ("[\n\n]\n", ""))
    }

    @Test func tableFormatOffersTextJSONAndCSVAndMakesOnlyTheOneAskedFor() async throws {
        #expect(try refusal(["report", "trips", "--format", "jsonl"]).contains("--format jsonl is not offered here; use one of: text, json, csv"))
        for (format, expected) in [("text", "the text\n"), ("csv", "a,b\n"), ("json", "[\n  1\n]\n")] {
            let options = try TableFormatOptions.parse(["--format", format])
            var made: [String] = []
            func make(_ name: String, _ value: String) -> String {
                made.append(name)
                return value
            }
            #expect(try await printed { try options.write(json: [1], csv: make("csv", "a,b"), text: make("text", "the text")) }.stdout == expected)
            #expect(made == (format == "json" ? [] : [format]))
        }
    }

    @Test func theEvaluatedDayIsTheOneGivenElseToday() async throws {
        #expect(try EvaluationDayOptions.parse(["--on", "2024-02-29"]).day == day("2024-02-29"))
        let today = try await ProcessEnvironment.with(["BORDERLOG_TODAY": "2025-06-30"]) { try EvaluationDayOptions.parse([]).day }
        #expect(today == day("2025-06-30"))
    }

    @Test(arguments: [
        (["--all"], PurgeScope.all), (["--before", "2024-01-01"], .before(day("2024-01-01"))),
        (["--source", "stays.csv"], .source("stays.csv")), (["--drop-coordinates"], .coordinates),
    ])
    func purgeDeletesExactlyTheOneScopeGiven(_ arguments: [String], _ scope: PurgeScope) throws {
        #expect(try PurgeScopeOptions.parse(arguments).scope == scope)
    }

    @Test(arguments: [[], ["--all", "--drop-coordinates"], ["--before", "2024-01-01", "--source", "stays.csv"]])
    func purgeRefusesNoScopeOrTwo(_ arguments: [String]) throws {
        #expect(try refusal(["purge"] + arguments).contains("give exactly one of --all, --before DATE, --source PATH, --drop-coordinates"))
    }

    @Test func gapFillingKeepsTheStandardPolicyUnlessGivenAMaximum() throws {
        // The help says the default is 14 days.
        #expect(try GapFillOptions.parse([]).policy.maxGapDays == 14)
        #expect(try GapFillOptions.parse(["--max-gap", "0"]).policy.maxGapDays == 0)
        #expect(try refusal(["infer", "--max-gap=-1"]).contains("--max-gap must be 0 or more days"))
    }

    @Test func aForecastMissingItsEntryDayIsToldSoBeforeAnyConflict() throws {
        #expect(try refusal(["report", "forecast", "--zone", "schengen", "--rule", "uk-srt"]).contains("Missing expected argument '--enter <enter>'"))
        // With every check failing, the first one is named: the zone and the rule.
        let all = ["--zone", "schengen", "--rule", "uk-srt", "--enter", "2024-01-05", "--exit", "2024-01-01", "--length", "0"]
        #expect(try refusal(["report", "forecast"] + all).contains("give --zone or --rule, not both"))
    }

    @Test func aBackwardsRunIsToldBeforeAHalfGivenSplit() throws {
        #expect(try refusal(["review", "assign", "2024-03-09", "2024-03-06", "GB", "--until", "2024-03-07"]).contains("runs backwards"))
        #expect(try refusal(["review", "assign", "2024-03-06", "2024-03-09", "GB", "--until", "2024-03-07"]).contains("--until needs"))
        let split = try RunSplitOptions.parse(["FR", "--until", "2024-03-07"])
        let whole = ReviewAssignment(from: day("2024-03-06"), to: day("2024-03-09"), country: CountryCode("GB")!)
        #expect(try split.assignments(of: whole).map { [$0.from, $0.to] } == [[day("2024-03-06"), day("2024-03-07")], [day("2024-03-08"), day("2024-03-09")]])
        #expect(split.places(first: Place("GB")!) == [Place("GB")!, Place("FR")!])
        #expect(try RunSplitOptions.parse([]).assignments(of: whole) == [whole])
    }

    @Test func aStatedFileImportEndsWithStatus2OnlyWhenAFileWasRejected() throws {
        try StatedFileLines.exitIfRejected(0)
        #expect(throws: ExitCode(2)) { try StatedFileLines.exitIfRejected(1) }
    }

    @Test func theProgressBarIsShownUnlessTurnedOff() throws {
        #expect(try ProgressOptions.parse([]).shown)
        #expect(try !ProgressOptions.parse(["--no-progress"]).shown)
    }
}
