import BorderLogModel
import BorderLogSettings
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `people add | list | remove` and `--person` on other commands, run in process, each test with its own data home
/// and config folder.
@Suite struct PeopleCommandTests {
    let directory = TemporaryDirectory()
    var dataHome: String { directory.path("data") }
    var configHome: String { directory.path("config") }
    var environment: [String: String] {
        ["XDG_DATA_HOME": dataHome, "XDG_CONFIG_HOME": configHome, "BORDERLOG_TODAY": "2026-03-31"]
    }

    private func borderlog(_ arguments: String..., environment extra: [String: String] = [:]) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(arguments, environment: environment.merging(extra) { $1 })
    }

    @Test func aPersonIsAFolderUnderTheDataHomeAndDefaultStaysWhereItWas() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        #expect(await borderlog("people", "add", "leo_2").status == 0)
        let folder = dataHome + "/borderlog/people/ana"
        #expect(FileManager.default.fileExists(atPath: folder))
        let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(mode == 0o700)

        #expect(await borderlog("--person", "ana", "stays", "add", "FR", "2026-01-01", "2026-01-10").status == 0)
        #expect(await borderlog("stays", "add", "DE", "2026-02-01", "2026-02-03").status == 0)
        #expect(try Store(path: folder + "/borderlog.sqlite").stays().map(\.country.rawValue) == ["FR"])
        #expect(try Store(path: dataHome + "/borderlog/borderlog.sqlite").stays().map(\.country.rawValue) == ["DE"])
        // The environment names the person as --person does.
        let listed = await borderlog("stays", "list", environment: ["BORDERLOG_PERSON": "ana"])
        #expect(listed.status == 0 && listed.stdout.contains("FR") && !listed.stdout.contains("DE"))

        let json = await borderlog("people", "list", "--format", "json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["person"] as? String } == ["default", "ana", "leo_2"])
        #expect(rows.compactMap { $0["storeExists"] as? Bool } == [true, true, false])
        #expect(rows[1]["store"] as? String == folder + "/borderlog.sqlite")
    }

    @Test func theProfileAndRulesFollowThePerson() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        #expect(await borderlog("--person", "ana", "profile", "set", "--nationality", "US").status == 0)
        #expect(await borderlog("--person", "ana", "rules", "enable", "us-spt").status == 0)
        let folder = dataHome + "/borderlog/people/ana"
        #expect(try Profile.load(from: URL(fileURLWithPath: folder + "/profile.json")).nationalities.map(\.rawValue) == ["US"])
        #expect(FileManager.default.fileExists(atPath: folder + "/rules.json"))
        #expect(!FileManager.default.fileExists(atPath: configHome + "/borderlog/profile.json"))
        #expect(!FileManager.default.fileExists(atPath: configHome + "/borderlog/rules.json"))
        let shown = await borderlog("profile", "show", "--format", "json")
        #expect(shown.status == 0 && !shown.stdout.contains("US"))
        #expect(await borderlog("--person", "ana", "profile", "show").stdout.contains("US"))
    }

    @Test func storeWinsOverThePerson() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        let explicit = directory.path("elsewhere.sqlite")
        #expect(await borderlog("--person", "ana", "--store", explicit, "stays", "add", "PT", "2026-01-01", "2026-01-02").status == 0)
        #expect(try Store(path: explicit).stays().count == 1)
        #expect(!FileManager.default.fileExists(atPath: dataHome + "/borderlog/people/ana/borderlog.sqlite"))
    }

    @Test func anUnknownPersonIsAUsageErrorNamingTheKnownOnes() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        let unknown = await borderlog("--person", "bea", "stays", "list")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no person \"bea\"") && unknown.stderr.contains("default, ana"))
        let fromEnvironment = await borderlog("stays", "list", environment: ["BORDERLOG_PERSON": "bea"])
        #expect(fromEnvironment.status == 64 && fromEnvironment.stderr.contains("default, ana"))
        #expect(await borderlog("people", "remove", "bea", "--yes").status == 64)
    }

    @Test(arguments: ["../x", "a/b", "", "..", ".", "ana ", "ânа", "a\u{200B}b", "ana\u{0301}", "ｄｅｆａｕｌｔ", "a\nb", String(repeating: "a", count: 65)])
    func badNamesAreRefused(_ name: String) async throws {
        let added = await borderlog("people", "add", name)
        #expect(added.status == 64, "\(name.debugDescription): \(added.stderr)")
        #expect(added.stderr.contains("is not a person's name"))
        let selected = await borderlog("--person", name, "stays", "list")
        #expect(selected.status == 64)
        let peopleFolder = dataHome + "/borderlog/people"
        let made = (try? FileManager.default.contentsOfDirectory(atPath: peopleFolder)) ?? []
        #expect(made.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dataHome + "/x"))
    }

    @Test func removeDeletesTheFolderAndOnlyWithYes() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        #expect(await borderlog("--person", "ana", "stays", "add", "FR", "2026-01-01", "2026-01-10").status == 0)
        #expect(await borderlog("people", "remove", "ana").status == 64)
        #expect(FileManager.default.fileExists(atPath: dataHome + "/borderlog/people/ana/borderlog.sqlite"))
        #expect(await borderlog("people", "remove", "ana", "--yes").status == 0)
        #expect(!FileManager.default.fileExists(atPath: dataHome + "/borderlog/people/ana"))
        #expect(await borderlog("people", "remove", "default", "--yes").status != 0)
        #expect(await borderlog("people", "add", "default").status != 0)
        #expect(await borderlog("people", "add", "ana").status == 0)
        #expect(await borderlog("people", "add", "ana").status != 0)
    }

    @Test func anImportTakesPersonMoreThanOnceAndStoresItForEach() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        #expect(await borderlog("people", "add", "leo").status == 0)
        let csv = directory.path("trip.csv")
        try "country,entry,exit,note\nIT,2026-02-01,2026-02-09,family trip\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = await borderlog("--person", "ana", "--person", "leo", "stays", "import", csv)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("for ana:") && imported.stderr.contains("for leo:"))
        for name in ["ana", "leo"] {
            let stays = try Store(path: dataHome + "/borderlog/people/\(name)/borderlog.sqlite").stays()
            #expect(stays.map(\.note) == ["family trip"])
        }
        #expect(!FileManager.default.fileExists(atPath: dataHome + "/borderlog/borderlog.sqlite"))
        // Anything but an import, and --store, take one person.
        let listed = await borderlog("--person", "ana", "--person", "leo", "stays", "list")
        #expect(listed.status == 64 && listed.stderr.contains("only imports"))
        #expect(await borderlog("--person", "ana", "--person", "leo", "--store", directory.path("x.sqlite"), "stays", "import", csv).status == 64)
        #expect(await borderlog("--person", "ana", "--person", "bea", "stays", "import", csv).status == 64)
    }
}
