import BorderLogAccess
import BorderLogCommands
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// `people passwd`, `people grant` and `share create | list | revoke`, run in process with their own data home; the
/// password is given as standard input (`ConsoleInput`).
@Suite struct PeopleAccessCommandTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] { ["XDG_DATA_HOME": directory.path("data"), "XDG_CONFIG_HOME": directory.path("config")] }
    var accessFile: String { directory.path("data") + "/borderlog/people/access.sqlite" }

    private func borderlog(_ arguments: String..., input: [String] = [], terminal: Bool = false) async -> InProcessResult {
        await ConsoleInput.$given.withValue(ConsoleInput(lines: input, terminal: terminal)) {
            await BorderLogCommandsTests.borderlog(arguments, environment: environment)
        }
    }

    @Test func passwdKeepsOnlyABcryptHashOfCostTwelve() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        let set = await borderlog("people", "passwd", "ana", "--password-stdin", input: ["correct horse battery"])
        #expect(set.status == 0, "\(set.stderr)")
        let hash = try await DatabaseQueue(path: accessFile).read { try String.fetchOne($0, sql: "SELECT passwordHash FROM account WHERE person = 'ana'") }
        let kept = try #require(hash)
        #expect(kept.hasPrefix("$2b$12$") && !kept.contains("correct horse"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: accessFile))
        #expect(bytes.range(of: Data("correct horse".utf8)) == nil)
        let mode = try FileManager.default.attributesOfItem(atPath: accessFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let access = try AccessStore(dataHome: DataHome(environment: environment))
        #expect(try access.verify("correct horse battery", for: PersonName("ana")!))
        #expect(try !access.verify("correct horse battery ", for: PersonName("ana")!))
        #expect(!(set.stdout + set.stderr).contains("correct horse"))
    }

    @Test func aTerminalIsAskedTwiceAndBothMustMatch() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        let differ = await borderlog("people", "passwd", "ana", input: ["first password", "second password"], terminal: true)
        #expect(differ.status != 0 && differ.stderr.contains("differ"))
        #expect(await borderlog("people", "passwd", "ana", input: ["same password", "same password"], terminal: true).status == 0)
        let piped = await borderlog("people", "passwd", "ana", input: ["same password"], terminal: false)
        #expect(piped.status == 64 && piped.stderr.contains("--password-stdin"))
        #expect(await borderlog("people", "passwd", "ana", "--password-stdin", input: ["short"]).status != 0)
        #expect(await borderlog("people", "passwd", "bea", "--password-stdin", input: ["long enough"]).status == 64)
    }

    @Test func grantListsAndRevokes() async throws {
        for name in ["ana", "leo", "mia"] { #expect(await borderlog("people", "add", name).status == 0) }
        let granted = await borderlog("people", "grant", "leo", "--reads", "ana", "mia")
        #expect(granted.status == 0 && granted.stdout == "ana\nmia\n")
        #expect(await borderlog("people", "grant", "leo", "--reads", "mia", "--revoke").stdout == "ana\n")
        #expect(await borderlog("people", "grant", "leo", "--reads", "bea").status == 64)
        #expect(await borderlog("people", "grant", "leo", "--reads", "../ana").status == 64)
    }

    @Test func shareCreatePrintsALinkOnceAndListShowsItsUse() async throws {
        #expect(await borderlog("people", "add", "ana").status == 0)
        let created = await borderlog("--person", "ana", "share", "create", "--expires", "14d", "--label", "tax adviser")
        #expect(created.status == 0, "\(created.stderr)")
        let link = created.stdout.trimmingCharacters(in: .newlines)
        let token = try #require(link.split(separator: "/").last.flatMap { ShareToken($0) })
        #expect(link == "http://127.0.0.1:8470/share/\(token.text)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: accessFile))
        #expect(bytes.range(of: Data(token.text.utf8)) == nil)
        let access = try AccessStore(dataHome: DataHome(environment: environment))
        guard case .valid(let found) = try access.share(for: token) else { Issue.record("the new link does not open"); return }
        #expect(found.person.rawValue == "ana" && abs(found.expiresAt.timeIntervalSince(found.createdAt) - 14 * 86_400) < 1)
        try access.recordUse(of: found.id, address: "127.0.0.1")
        let listed = await borderlog("share", "list", "--format", "json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1 && rows[0]["label"] as? String == "tax adviser" && rows[0]["useCount"] as? Int == 1)
        #expect(rows[0]["lastUsedAt"] is String && rows[0]["state"] as? String == "active" && !listed.stdout.contains(token.text))
        #expect(await borderlog("share", "revoke", "\(found.id)").status == 0)
        #expect(try access.share(for: token) == .revoked(try #require(try access.shares().first)))
        #expect(await borderlog("share", "revoke", "99").status != 0)
    }

    @Test(arguments: ["14", "d", "0d", "-3d", "14w", "1.5h", "9999d", "", "14 d"])
    func badDurationsAreRefused(_ text: String) async throws {
        let result = await borderlog("share", "create", "--expires", text)
        #expect(result.status == 64, "\(text.debugDescription): \(result.stderr)")
    }

    @Test(arguments: [("30s", 30.0), ("45m", 2_700.0), ("12h", 43_200.0), ("14d", 1_209_600.0)])
    func durationsReadTheirUnit(_ text: String, _ seconds: Double) throws {
        #expect(try ShareDuration(parsing: text).seconds == seconds)
    }
}
