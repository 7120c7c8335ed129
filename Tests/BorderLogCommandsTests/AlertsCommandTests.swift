import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog alerts check|list|test`, `doctor` on the alerts file, and nightly.sh with a malformed one, as a person
/// runs them; email through a sendmail that keeps what it is given (the real MTA path is in BorderLogAlertsTests).
struct AlertsCommandTests {
    let directory = TemporaryDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A config folder of its own, the alerts file in it, and a sendmail that appends each message to `outbox`.
    private var environment: [String: String] {
        [
            "XDG_CONFIG_HOME": directory.path("config"), "BORDERLOG_STORE": directory.path("store.sqlite"), "HOME": directory.path("home"),
            "BORDERLOG_TODAY": "2024-03-16", "BORDERLOG_SENDMAIL": sendmail,
        ]
    }

    private var sendmail: String {
        let path = directory.path("sendmail")
        if !FileManager.default.fileExists(atPath: path) {
            directory.write("sendmail", "#!/bin/sh\n[ \"$1 $2\" = \"-t -i\" ] || exit 64\n{ cat; echo '=== end'; } >> '\(directory.path("outbox"))'\n")
            chmod(path, 0o755)
        }
        return path
    }

    private var outbox: [String] {
        ((try? String(contentsOfFile: directory.path("outbox"), encoding: .utf8)) ?? "").components(separatedBy: "=== end\n").filter { !$0.isEmpty }
    }

    private func alertsFile(_ text: String) {
        directory.write("config/borderlog/alerts.json", text)
    }

    private func spainUntil16March() async throws {
        #expect(await borderlog(["stays", "add", "ES", "2024-01-01", "2024-03-16"], environment: environment).status == 0)
        #expect(await borderlog(["infer"], environment: environment).status == 0)
    }

    @Test func checkSendsWhatIsNewOnceAndListShowsIt() async throws {
        alertsFile(#"{"channels": [{"id": "me", "kind": "email", "to": "ana@example.org"}]}"#)
        try await spainUntil16March()
        let dry = await borderlog(["alerts", "check", "--dry-run"], environment: environment)
        #expect(dry.status == 0 && dry.stdout.contains("would send\tme\tapproaching:schengen-90-180:14") && outbox.isEmpty, "\(dry.stdout)\(dry.stderr)")

        let first = await borderlog(["alerts", "check", "--format", "json"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let summary = try #require(first.json)
        let events = try #require(summary["events"] as? [[String: Any]])
        #expect(events.compactMap { $0["id"] as? String } == ["approaching:schengen-90-180:30", "approaching:schengen-90-180:14"])
        let messages = outbox
        try #require(messages.count == 1)
        #expect(messages[0].contains("To: ana@example.org") && messages[0].contains("Subject: BorderLog: Schengen"))
        #expect(messages[0].contains("14 days left of 90 on 2024-03-16") && messages[0].contains("not legal advice"))

        let second = await borderlog(["alerts", "check"], environment: environment)
        #expect(second.status == 0 && outbox.count == 1)

        let listed = await borderlog(["alerts", "list", "--format", "json"], environment: environment)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let fourteen = try #require(rows.first { ($0["event"] as? [String: Any])?["id"] as? String == "approaching:schengen-90-180:14" })
        let deliveries = try #require(fourteen["deliveries"] as? [[String: Any]])
        #expect(fourteen["holding"] as? Bool == true && deliveries.first?["outcome"] as? String == "sent" && deliveries.first?["channel"] as? String == "me")
        #expect((fourteen["pending"] as? [String])?.isEmpty == true)
        let text = await borderlog(["alerts", "list"], environment: environment)
        #expect(text.stdout.contains("approaching\tSchengen") && text.stdout.contains("  sent\tme\t") && text.stdout.contains("  covered\tme\t"))
    }

    @Test func aFailingChannelIsPendingAndTheCheckExitsOne() async throws {
        alertsFile(#"{"channels": [{"id": "me", "kind": "email", "to": "ana@example.org"}]}"#)
        try await spainUntil16March()
        var broken = environment
        broken["BORDERLOG_SENDMAIL"] = directory.path("no-such-sendmail")
        let failed = await borderlog(["alerts", "check"], environment: broken)
        #expect(failed.status == 1 && failed.stdout.contains("failed\tme\tapproaching:schengen-90-180:14\tcannot run"), "\(failed.stdout)")
        #expect(failed.stderr.contains("1 delivery failed; it is tried again at the next check"))
        #expect(await borderlog(["alerts", "list"], environment: environment).stdout.contains("  pending\tme\t(retried at the next check)"))
        let retried = await borderlog(["alerts", "check"], environment: environment)
        #expect(retried.status == 0 && outbox.count == 1 && retried.stdout.contains("sent\tme\tapproaching:schengen-90-180:14"))
    }

    @Test func aMalformedAlertsFileIsNamedByLineAndFieldByCheckAndDoctor() async throws {
        alertsFile("{\n  \"channels\": [\n    {\"id\": \"me\", \"kind\": \"email\", \"to\": \"ana@example.org\"},\n    {\"id\": \"phone\", \"kind\": \"webhook\", \"url\": \"https://ntfy.sh/x\", \"style\": \"ntfi\"}\n  ]\n}\n")
        try await spainUntil16March()
        let path = directory.path("config/borderlog/alerts.json")
        let check = await borderlog(["alerts", "check"], environment: environment)
        #expect(check.status == 1 && check.stderr.contains("alerts file \(path):4: channels[1].style: not a webhook style (one of: json, ntfy)"), "\(check.stderr)")
        #expect(outbox.isEmpty)
        let doctor = await borderlog(["doctor"], environment: environment)
        #expect(doctor.status == 1 && doctor.stdout.contains("FAIL  alerts file   alerts file \(path):4: channels[1].style"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("fix: correct line 4 (channels[1].style) of \(path)"))
    }

    @Test func testSendsOneMessageThroughTheChannelNamed() async throws {
        alertsFile(#"{"channels": [{"id": "me", "kind": "email", "to": "ana@example.org"}, {"id": "other", "kind": "email", "to": "bo@example.org"}]}"#)
        let one = await borderlog(["alerts", "test", "me"], environment: environment)
        #expect(one.status == 0 && one.stdout == "sent\tme\n" && outbox.count == 1 && outbox[0].contains("To: ana@example.org"))
        let all = await borderlog(["alerts", "test"], environment: environment)
        #expect(all.stdout == "sent\tme\nsent\tother\n" && outbox.count == 3)
        let unknown = await borderlog(["alerts", "test", "pager"], environment: environment)
        #expect(unknown.status == 64 && unknown.stderr.contains("no channel 'pager'") && unknown.stderr.contains("channels: me, other"))
        // A test is never an event: nothing is remembered.
        #expect(await borderlog(["alerts", "list"], environment: environment).stderr.contains("none remembered yet"))
    }

    @Test func nightlyImportsAndInfersWhateverTheAlertsFileSays() throws {
        alertsFile("{\"channels\": [{\"id\": \"me\", \"kind\": \"email\"}]}\n")
        directory.write("sources.conf", "")
        var env = environment
        env["BORDERLOG_SOURCES"] = directory.path("sources.conf")
        env["BORDERLOG_BIN"] = productsDirectory().appendingPathComponent("borderlog").path
        _ = try run("borderlog", ["stays", "add", "GB", "2024-01-01", "2024-01-10"], environment: env)
        let result = try run(executableURL: URL(fileURLWithPath: "/bin/bash"), [repository.appendingPathComponent("pipelines/nightly.sh").path], environment: env)
        #expect(result.status == 1 && result.stderr.contains("alerts.json:1: channels[0].to: missing field 'to'"), "\(result.stderr)")
        // The ledger was inferred all the same.
        let ledger = try run("borderlog", ["report", "countries", "--format", "json"], environment: env)
        #expect(ledger.status == 0 && ledger.stdout.contains("\"GB\""), "\(ledger.stderr)")
    }
}
