import BorderLogGeo
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog init` and `borderlog doctor` through the built executable, as a newcomer runs them.
struct SetupCommandTests {
    let directory = TemporaryDirectory()

    /// A home of its own, with the geo index this machine has.
    private var environment: [String: String] {
        [
            "XDG_CONFIG_HOME": directory.path("config"), "BORDERLOG_STORE": directory.path("data/store.sqlite"), "HOME": directory.path("home"),
            "BORDERLOG_GEO_INDEX": GeoIndex.defaultPath(),
        ]
    }

    @Test func initThenRulesEnableThenTheRuleIsOn() throws {
        let first = try run("borderlog", ["init"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        // The cron line on stdout names the checkout's nightly script and this executable.
        #expect(first.stdout.hasPrefix("17 3 * * * BORDERLOG_BIN=") && first.stdout.contains("pipelines/nightly.sh"))
        #expect(first.stderr.contains("created \(directory.path("config/borderlog/rules.json"))"))
        let rules = directory.path("config/borderlog/rules.json")
        let written = try Data(contentsOf: URL(fileURLWithPath: rules))
        let again = try run("borderlog", ["init"], environment: environment)
        #expect(again.status == 0 && again.stderr.contains("kept \(rules)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: rules)) == written)

        #expect(try run("borderlog", ["rules", "enable", "uk-ilr"], environment: environment).status == 0)
        let listed = try run("borderlog", ["rules", "list", "--format", "json"], environment: environment)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let on = all.filter { $0["enabled"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(on == ["schengen-90-180", "uk-ilr"])
    }

    @Test func doctorExitsOneNamingWhatFailsAndTheFix() throws {
        _ = try run("borderlog", ["init"], environment: environment)
        let healthy = try run("borderlog", ["doctor"], environment: environment)
        #expect(healthy.status == 0, "\(healthy.stdout)")
        #expect(healthy.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("ok    ") })

        directory.write("config/borderlog/rules.json", "{\n  \"enabled\": [\"us-spt\"\n}\n")
        let broken = try run("borderlog", ["doctor"], environment: environment)
        #expect(broken.status == 1)
        let rules = directory.path("config/borderlog/rules.json")
        #expect(broken.stdout.contains("FAIL  rules file    \(rules):3:1: expected ',' or ']' in an array"))
        #expect(broken.stdout.contains("      fix: correct line 3"))
        let missingIndex = try run("borderlog", ["doctor", "--index", directory.path("none/geo.idx")], environment: environment)
        #expect(missingIndex.status == 1 && missingIndex.stdout.contains("FAIL  geo index     no geo index at \(directory.path("none/geo.idx"))"))
    }
}
