import BorderLogModel
import BorderLogRules
import BorderLogTestSupport
import Foundation
import Testing

/// `report pdf` as an adviser reads it: the text poppler extracts from the PDF, compared figure by figure with the
/// command line's JSON reports on the same store, and every page rendered to a picture.
@Suite struct AuditReportTests {
    let sample = SampleYearStore()
    var directory: TemporaryDirectory { sample.directory }
    var store: String { sample.path }
    var environment: [String: String] { sample.environment }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult { try await sample.borderlog(arguments) }

    private func sampleStore() async throws { try await sample.fill(overrideNote: "Day trip to the Vatican Museums") }

    private func decode<T: Decodable>(_ type: T.Type, _ result: InProcessResult) throws -> T {
        try JSONDecoder().decode(type, from: Data(result.stdout.utf8))
    }

    /// Lines of the text that match `pattern`.
    private func lines(_ text: String, matching pattern: String) throws -> [Substring] {
        let regex = try Regex(pattern)
        return text.split(separator: "\n").filter { $0.contains(regex) }
    }

    @Test func everyFigureOfThePDFEqualsTheJSONReports() async throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        try await sampleStore()
        let pdf = directory.path("audit.pdf")
        let made = try await borderlog("report", "pdf", "--out", pdf)
        #expect(made.stderr.contains("report pdf: \(pdf), 366 days"))
        let text = try Poppler.text(pdf, layout: true)
        let plain = try Poppler.text(pdf)
        let pages = try Poppler.pages(pdf)
        #expect(pages >= 10)

        // Every ledger day has one daily-log line: date, countries in visiting order, confidence; an unknown day's line
        // holds its date and the word "unknown".
        let ledger = try decode([LedgerExport.Day].self, try await borderlog("export", "ledger", "--format", "json"))
        #expect(ledger.count == 366)
        let unknownDays = ledger.filter { $0.country == nil }
        #expect(unknownDays.count == 3)
        for day in ledger {
            let countries = day.countries.isEmpty ? "unknown" : day.countries.map(\.rawValue).joined(separator: " → ")
            let confidence = day.countries.isEmpty ? "" : String(format: "\\s+%.2f %@", day.confidence, day.confidenceLabel.rawValue)
            let found = try lines(text, matching: "^\\s*\(day.date)\\s+\(countries)\(confidence)")
            #expect(found.count == 1, "daily log line for \(day.date) (\(countries)): \(found)")
        }
        // The states of the client week in New York, on a second line under the day's countries.
        let commuting = ledger.filter { $0.regions.map(\.rawValue) == ["US-NJ", "US-NY"] }
        #expect(!commuting.isEmpty)
        #expect(try lines(text, matching: "^\\s*US-NJ → US-NY\\b").count == commuting.count)
        for day in unknownDays {
            #expect(try lines(plain, matching: "\(day.date)\\s+unknown").count >= 1, "\(day.date) in the text as extracted without -layout")
        }

        // Schengen on the last day, in the fixed phrasing.
        let last = try #require(ledger.last?.date)
        let schengen = try decode(SchengenReport.self, try await borderlog("report", "schengen", "--on", "\(last)", "--format", "json"))
        #expect(plain.contains("used \(schengen.used), remaining \(schengen.remaining)"))
        #expect(text.contains("\(schengen.used) of 90 days used in the 180 days from \(schengen.windowStart) to \(schengen.windowEnd)"))

        // Every rule's status.
        let rules = try decode([RuleStatus].self, try await borderlog("report", "rules", "--format", "json"))
        #expect(!rules.isEmpty)
        for rule in rules {
            #expect(text.contains(rule.name))
            let row = "\(rule.periodStart) to \(rule.periodEnd)\\s+\(rule.days)\\s+max \(rule.maxDays ?? 0)\\s+\(rule.remaining ?? 0)\\s+\(rule.level.rawValue)"
            #expect(try lines(text, matching: row).count == 1, "rule \(rule.rule)")
        }

        // Days per country over the whole period.
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(
            try await borderlog("report", "countries", "--on", "\(last)", "--from", "\(ledger[0].date)", "--to", "\(last)", "--format", "json").stdout.utf8)) as? [String: Any])
        let window = try #require((counts["windows"] as? [[String: Any]])?.first { $0["name"] as? String == "range" })
        let range = try #require(window["countries"] as? [String: Int])
        #expect(range["VA"] == 1)
        for (code, days) in range {
            let name = try #require(CountryCode(code)?.name)
            #expect(try lines(text, matching: "^\\s*\(code)\\s+\(name)\\s+\(days)\\s+\\d+\\.\\d%").count == 1, "\(code) \(days)")
        }
        #expect(try lines(text, matching: "^\\s+unknown\\s+\(window["unknown"] as? Int ?? -1)\\s").count == 1)

        // Trips, in order.
        let trips = try decode([TripsReport.Trip].self, try await borderlog("report", "trips", "--format", "json"))
        let tripLines = try lines(text, matching: "^\\s*[A-Z]{2}\\s+\\D+\\s+\\d{4}-\\d{2}-\\d{2}\\s+(\\d{4}-\\d{2}-\\d{2}|ongoing)\\s+\\d+\\s")
        #expect(tripLines.count == trips.count)
        for (line, trip) in zip(tripLines, trips) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            #expect(fields.first.map(String.init) == trip.country?.rawValue)
            #expect(line.contains("\(trip.entry)") && line.contains(trip.exit?.description ?? "ongoing") && line.contains(" \(trip.days) "))
        }

        // The method page, the override's note, and a fingerprint of 64 hex digits on every page that recomputes from
        // the chain head and the rule set printed on the cover.
        #expect(try lines(text, matching: "^\\s*Method").count >= 1)
        #expect(text.contains("Day trip to the Vatican Museums"))
        let fingerprint = try #require(plain.firstMatch(of: try Regex("Input fingerprint \\(SHA-256\\) ([0-9a-f]{64})"))?.output[1].substring)
        #expect(text.components(separatedBy: "Input fingerprint (SHA-256) \(fingerprint)").count - 1 == pages)
        let snapshots = try JSONSerialization.jsonObject(with: Data(try await borderlog("ledger", "snapshots", "--format", "json").stdout.utf8)) as? [[String: Any]]
        let head = try #require(snapshots?.last?["hash"] as? String)
        #expect(plain.contains(head))
        let rulesHash = try #require(text.firstMatch(of: try Regex("Rule set SHA-256\\s+([0-9a-f]{64})"))?.output[1].substring)
        let recomputed = try run(executableURL: URL(fileURLWithPath: "/bin/sh"), ["-c", "printf 'borderlog-input-v1\\n%s\\n%s\\n' \(head) \(rulesHash) | sha256sum"])
        #expect(recomputed.stdout.hasPrefix(String(fingerprint)))
        #expect(try lines(text, matching: "Page \(pages) of \(pages)").count == 2)

        // Every page renders, and no emoji reached the text.
        let pngs = try Poppler.renderPages(pdf, prefix: directory.path("page"))
        #expect(pngs.count == pages)
        for png in pngs { #expect(((try? FileManager.default.attributesOfItem(atPath: png)[.size]) as? Int ?? 0) > 5_000) }
        #expect(!plain.unicodeScalars.contains { $0.properties.isEmojiPresentation })
    }

    @Test func aRangeLimitsTheReport() async throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        try await sampleStore()
        let pdf = directory.path("april.pdf")
        _ = try await borderlog("report", "pdf", "--out", pdf, "--from", "2026-04-01", "--to", "2026-04-30")
        let text = try Poppler.text(pdf, layout: true)
        #expect(try lines(text, matching: "^\\s*2026-04-\\d\\d\\s+[A-Z]{2}( → [A-Z]{2})*\\s+\\d\\.\\d\\d ").count == 30)
        #expect(try lines(text, matching: "^\\s*2026-05-01\\s").isEmpty)
        let schengen = try decode(SchengenReport.self, try await borderlog("report", "schengen", "--on", "2026-04-30", "--format", "json"))
        #expect(text.contains("used \(schengen.used), remaining \(schengen.remaining)"))
    }

    @Test func aMissingFontAnUnwritablePathAndNoSnapshotAreClearErrorsThatWriteNothing() async throws {
        let pdf = directory.path("out/report.pdf")
        try FileManager.default.createDirectory(atPath: directory.path("out"), withIntermediateDirectories: true)

        let empty = await BorderLogCommandsTests.borderlog(["--store", store, "report", "pdf", "--out", pdf], environment: environment)
        #expect(empty.status == 1 && empty.stderr.contains("no ledger yet; run `borderlog infer` first"))

        try await sampleStore()
        let fonts = directory.write("fonts.conf", "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n")
        // fontconfig reads FONTCONFIG_FILE once per process, from the process's own environment: the executable's.
        let noFont = try run("borderlog", ["--store", store, "report", "pdf", "--out", pdf], environment: environment.merging(["FONTCONFIG_FILE": fonts]) { $1 })
        #expect(noFont.status == 1 && noFont.stderr.contains("the font 'DejaVu Sans' is not installed") && noFont.stderr.contains("fonts-dejavu-core"))

        let noFolder = await BorderLogCommandsTests.borderlog(["--store", store, "report", "pdf", "--out", directory.path("missing/report.pdf")], environment: environment)
        #expect(noFolder.status == 1 && noFolder.stderr.contains("does not exist"))
        let aFolder = await BorderLogCommandsTests.borderlog(["--store", store, "report", "pdf", "--out", directory.path("out")], environment: environment)
        #expect(aFolder.status == 1 && aFolder.stderr.contains("cannot write the report"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path("missing")))
    }
}
