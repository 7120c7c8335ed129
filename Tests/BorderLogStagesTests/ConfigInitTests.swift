import BorderLogModel
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

@testable import BorderLogStages

/// `borderlog init`: the starter rules and sources files, written once and never over a person's own.
@Suite struct ConfigInitTests {
    let folder = TemporaryDirectory()
    var rules: URL { URL(fileURLWithPath: folder.path("config/borderlog/rules.json")) }
    var sources: URL { URL(fileURLWithPath: folder.path("config/borderlog/sources.conf")) }
    var alerts: URL { URL(fileURLWithPath: folder.path("config/borderlog/alerts.json")) }
    var alertsExample: URL { URL(fileURLWithPath: folder.path("config/borderlog/alerts.example.json")) }

    private func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func aFreshFolderGetsBothFilesReadableByTheirOwnerOnly() throws {
        let result = try Stages.initConfig(rulesFile: rules, sourcesFile: sources, alertsFile: alerts, home: "/home/ana")
        #expect(result.created == [rules.path, sources.path, alertsExample.path] && result.kept.isEmpty)
        // The alerts example is an example: alerts.json itself is the person's to create, and the example reads as one.
        #expect(!FileManager.default.fileExists(atPath: alerts.path))
        let example = try AlertSettings.load(from: alertsExample)
        #expect(example.channels.map(\.id) == ["me", "phone", "hook"] && example.remaining == [30, 14, 7])
        #expect(example.channels.map(\.kind) == [.email, .webhook, .webhook])
        #expect(try mode(rules.path) == 0o600 && mode(sources.path) == 0o600)
        #expect(try mode(rules.deletingLastPathComponent().path) == 0o700)
        // Every bundled rule has a switch of its own; only Schengen is on, as without the file.
        let bundled = try RuleBook.bundled()
        let book = try RuleBook.load(url: rules, over: bundled)
        #expect(book.enabledRules.map(\.id) == ["schengen-90-180"] && book.enabledEligibilityRules.isEmpty)
        #expect(book.rules.count == bundled.rules.count && book.eligibility.count == bundled.eligibility.count)
        let text = try String(contentsOf: rules, encoding: .utf8)
        for id in bundled.ruleIDs { #expect(text.contains("{\"id\": \"\(id)\", \"enabled\": \(id == "schengen-90-180")")) }
        #expect(text.contains("Source: Regulation (EU) 2016/399"))
        // Strict JSON: any JSON tool reads it.
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: rules)) is [String: Any])
        // The sources file holds only comments, one per kind and an example of each.
        let conf = try String(contentsOf: sources, encoding: .utf8)
        let parsed = NightlySources(text: conf)
        #expect(parsed.entries.isEmpty && parsed.problems.isEmpty)
        for kind in NightlySources.Kind.allCases {
            #expect(conf.contains("#   \(kind.rawValue) "))
            #expect(conf.contains("# \(kind.rawValue) "))
        }
        #expect(conf.contains("# photos     /home/ana/Pictures"))
        // Uncommenting an example gives a line the nightly run reads.
        let uncommented = NightlySources(text: conf.replacingOccurrences(of: "# photos     /home/ana/Pictures", with: "photos     /home/ana/Pictures"))
        #expect(uncommented.entries == [NightlySources.Entry(line: uncommented.entries.first?.line ?? 0, kind: .photos, path: "/home/ana/Pictures")])
    }

    @Test func existingFilesAreKeptByteForByte() throws {
        let ownRules = #"{"enabled": ["us-spt"]}"# + "\n"
        folder.write("config/borderlog/rules.json", ownRules)
        let result = try Stages.initConfig(rulesFile: rules, sourcesFile: sources, alertsFile: alerts, home: "/home/ana")
        #expect(result.kept == [rules.path] && result.created == [sources.path, alertsExample.path])
        #expect(try Data(contentsOf: rules) == Data(ownRules.utf8))
        let written = try Data(contentsOf: sources)
        folder.write("config/borderlog/sources.conf", "photos /srv/photos\n")
        let again = try Stages.initConfig(rulesFile: rules, sourcesFile: sources, alertsFile: alerts, home: "/home/ana")
        #expect(again.kept == [rules.path, sources.path, alertsExample.path] && again.created.isEmpty)
        #expect(try String(contentsOf: sources, encoding: .utf8) == "photos /srv/photos\n" && written.count > 100)
    }

    @Test func rulesEnableAndDisableEditTheStarterFileInPlace() throws {
        _ = try Stages.initConfig(rulesFile: rules, sourcesFile: sources, alertsFile: alerts, home: "/home/ana")
        let before = try String(contentsOf: rules, encoding: .utf8)
        let book = try Stages.switchRules(["uk-ilr", "us-spt"], enabled: true, file: rules)
        #expect(book.eligibilityRule("uk-ilr")?.isEnabled == true && book.rule("us-spt")?.isEnabled == true)
        let reloaded = try RuleBook.load(url: rules, over: try RuleBook.bundled())
        #expect(reloaded.enabledEligibilityRules.map(\.id) == ["uk-ilr"])
        #expect(reloaded.enabledRules.map(\.id) == ["schengen-90-180", "us-spt"])
        // Only the two switches changed; every note is as written.
        let after = try String(contentsOf: rules, encoding: .utf8)
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.map { $0.1 } == [#"    {"id": "us-spt", "enabled": true,"#, #"    {"id": "uk-ilr", "enabled": true,"#])
        _ = try Stages.switchRules(["schengen-90-180"], enabled: false, file: rules)
        #expect(try RuleBook.load(url: rules, over: try RuleBook.bundled()).rule("schengen-90-180")?.isEnabled == false)
    }

    @Test func aSourcesLineWithAnUnknownKindOrNoPathIsNamedByNumber() {
        let parsed = NightlySources(text: "# comment\n\nphotos /srv/photos\nfotos /srv/photos\n  report  \nmail   /srv/Mail box\n")
        #expect(parsed.entries == [
            NightlySources.Entry(line: 3, kind: .photos, path: "/srv/photos"),
            NightlySources.Entry(line: 6, kind: .mail, path: "/srv/Mail box"),
        ])
        #expect(parsed.problems.map(\.line) == [4, 5])
        #expect(parsed.problems[0].message.hasPrefix("unknown kind 'fotos'; use one of photos, locations"))
    }

    @Test func theCronLineRunsTheNightlyScriptInstalledBesideTheExecutable() throws {
        let bin = folder.write("prefix/bin/borderlog", "")
        let script = folder.write("prefix/share/borderlog/nightly.sh", "#!/bin/sh\n")
        chmod(script, 0o755)
        let schedule = NightlySchedule(executable: URL(fileURLWithPath: bin))
        #expect(schedule.cronLine == "17 3 * * * BORDERLOG_BIN=\(bin) \(script)")
        let elsewhere = NightlySchedule(executable: URL(fileURLWithPath: folder.path("other/bin/borderlog")))
        #expect(elsewhere.script == nil)
    }
}
