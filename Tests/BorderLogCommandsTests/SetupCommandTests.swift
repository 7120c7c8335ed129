import BorderLogGeo
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog init` and `borderlog doctor` as a newcomer runs them, in process; the cron line through the built
/// executable, which it names.
struct SetupCommandTests {
    let directory = TemporaryDirectory()

    /// A home of its own, with the geo index this machine has.
    private var environment: [String: String] {
        [
            "XDG_CONFIG_HOME": directory.path("config"), "BORDERLOG_STORE": directory.path("data/store.sqlite"), "HOME": directory.path("home"),
            "BORDERLOG_GEO_INDEX": GeoIndex.defaultPath(),
        ]
    }

    @Test func initThenRulesEnableThenTheRuleIsOn() async throws {
        let first = await borderlog(["init"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("17 3 * * * BORDERLOG_BIN=") && first.stderr.contains("add this line with `crontab -e`"))
        #expect(first.stderr.contains("created \(directory.path("config/borderlog/rules.json"))"))
        let rules = directory.path("config/borderlog/rules.json")
        let written = try Data(contentsOf: URL(fileURLWithPath: rules))
        let again = await borderlog(["init"], environment: environment)
        #expect(again.status == 0 && again.stderr.contains("kept \(rules)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: rules)) == written)

        #expect(await borderlog(["rules", "enable", "uk-ilr"], environment: environment).status == 0)
        let listed = await borderlog(["rules", "list", "--format", "json"], environment: environment)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let on = all.filter { $0["enabled"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(on == ["schengen-90-180", "uk-ilr"])
    }

    @Test func theCronLineNamesTheExecutableAndTheCheckoutsNightlyScript() throws {
        let result = try run("borderlog", ["init"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let executable = productsDirectory().appendingPathComponent("borderlog").resolvingSymlinksInPath().path
        #expect(result.stdout.hasPrefix("17 3 * * * BORDERLOG_BIN=\(executable) ") && result.stdout.contains("pipelines/nightly.sh"), "\(result.stdout)")
    }

    @Test func doctorExitsOneNamingWhatFailsAndTheFix() async throws {
        _ = await borderlog(["init"], environment: environment)
        let healthy = await borderlog(["doctor"], environment: environment)
        #expect(healthy.status == 0, "\(healthy.stdout)")
        #expect(healthy.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("ok    ") })

        directory.write("config/borderlog/rules.json", "{\n  \"enabled\": [\"us-spt\"\n}\n")
        let broken = await borderlog(["doctor"], environment: environment)
        #expect(broken.status == 1)
        let rules = directory.path("config/borderlog/rules.json")
        #expect(broken.stdout.contains("FAIL  rules file    \(rules):3:1: expected ',' or ']' in an array"))
        #expect(broken.stdout.contains("      fix: correct line 3"))
        let missingIndex = await borderlog(["doctor", "--index", directory.path("none/geo.idx")], environment: environment)
        #expect(missingIndex.status == 1 && missingIndex.stdout.contains("FAIL  geo index     no geo index at \(directory.path("none/geo.idx"))"))
    }

    /// `doctor` checks the world map where `report html` finds it: a map the report draws is `ok` by its path, and
    /// when it is gone or is not a map both name the same path.
    @Test func doctorChecksTheWorldMapTheHTMLReportDraws() async throws {
        let stays = directory.write("stays.csv", "country,entry,exit,note\nFR,2024-05-01,2024-05-10,\n")
        #expect(await borderlog(["stays", "import", stays], environment: environment).status == 0)
        #expect(await borderlog(["infer", "--to", "2024-05-10"], environment: environment).status == 0)
        var mine = environment
        let map = directory.write("maps/worldmap.json", """
            {"source": "Natural Earth 1:10m admin-0 countries 5.1.1 (public domain), simplified", "width": 1000, "height": 394.4,
             "countries": [{"code": "FR", "name": "France", "path": "M1,1L2,2Z", "box": [1, 1, 2, 2]},
                           {"code": "DE", "name": "Germany", "path": "M3,1L4,2Z", "box": [3, 1, 4, 2]}]}
            """)
        mine["BORDERLOG_WORLD_MAP"] = map
        let page = directory.path("report.html")

        let drawn = await borderlog(["report", "html", "--out", page], environment: mine)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains(#"data-country="FR" data-days="10" d="M1,1L2,2Z""#))
        let healthy = await borderlog(["doctor"], environment: mine)
        #expect(healthy.stdout.contains("ok    world map     \(map) (Natural Earth 1:10m admin-0 countries 5.1.1; 2 countries, no states and provinces"), "\(healthy.stdout)")

        directory.write("maps/worldmap.json", "{\"countries\": []}")
        let unreadable = await borderlog(["report", "html", "--out", page], environment: mine)
        #expect(unreadable.status == 1 && unreadable.stderr.contains("the world map at \(map) cannot be read (not a world map: no \"source\")"), "\(unreadable.stderr)")
        let broken = await borderlog(["doctor"], environment: mine)
        #expect(broken.status == 1 && broken.stdout.contains("FAIL  world map     the world map at \(map) cannot be read: not a world map: no \"source\""), "\(broken.stdout)")

        try FileManager.default.removeItem(atPath: map)
        let missing = await borderlog(["report", "html", "--out", page], environment: mine)
        #expect(missing.status == 1 && missing.stderr.contains("the world map is missing at \(map)"), "\(missing.stderr)")
        let failed = await borderlog(["doctor"], environment: mine)
        #expect(failed.status == 1 && failed.stdout.contains("FAIL  world map     no world map at \(map): `report html` cannot draw its map"), "\(failed.stdout)")
    }
}
