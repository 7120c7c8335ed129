import BorderLogModel
import BorderLogSettings
import Foundation
import Testing

/// `alerts.json` read into types, and every malformed file named by its line and field (docs/alerts.md, "Settings").
struct AlertSettingsFileTests {
    static func load(_ text: String) throws(AlertSettingsError) -> AlertSettings {
        try AlertSettings.load(data: Data(text.utf8), path: "/home/ana/.config/borderlog/alerts.json")
    }

    @Test func channelsAndThresholdsAreTypes() throws {
        let settings = try Self.load("""
            {
              "_comment": "mine",
              "channels": [
                {"id": "me", "kind": "email", "to": "ana@example.org"},
                {"id": "phone", "kind": "webhook", "url": "https://ntfy.sh/ana-7f3k", "style": "ntfy", "_note": "the phone"},
                {"id": "hook", "kind": "webhook", "url": "http://127.0.0.1:8123/hook"}
              ],
              "remaining": [7, 30, 14, 7]
            }
            """)
        #expect(settings.channels == [
            AlertChannel(id: "me", target: .email(to: "ana@example.org")),
            AlertChannel(id: "phone", target: .webhook(url: URL(string: "https://ntfy.sh/ana-7f3k")!, style: .ntfy)),
            AlertChannel(id: "hook", target: .webhook(url: URL(string: "http://127.0.0.1:8123/hook")!, style: .json)),
        ])
        #expect(settings.remaining == [30, 14, 7])
        // A URL's path and query are never shown.
        #expect(settings.channels[1].destination == "https://ntfy.sh/… (ntfy)")
        #expect(try Self.load("{}") == AlertSettings(channels: [], remaining: [30, 14, 7]))
    }

    @Test(arguments: [
        // (file, line, field, words of the reason)
        ("{\n  \"channels\": [\n    {\"id\": \"me\", \"kind\": \"pager\", \"to\": \"a@b.org\"}\n  ]\n}", 3, "channels[0].kind", "not a channel kind (one of: email, webhook)"),
        ("{\n  \"channels\": [\n    {\"id\": \"me\", \"kind\": \"email\", \"to\": \"a@b.org\"},\n    {\"id\": \"p\", \"kind\": \"webhook\",\n     \"url\": \"https://ntfy.sh/x\", \"style\": \"slack\"}\n  ]\n}", 5, "channels[1].style", "not a webhook style (one of: json, ntfy)"),
        ("{\n  \"channels\": [\n    {\"id\": \"me\", \"kind\": \"email\"}\n  ]\n}", 3, "channels[0].to", "missing field 'to'"),
        ("{\n  \"channels\": [\n    {\"id\": \"me\", \"kind\": \"email\",\n     \"to\": \"ana@example.org\\nBcc: x@y.org\"}\n  ]\n}", 4, "channels[0].to", "is not one email address"),
        ("{\n  \"channels\": [\n    {\"id\": \"h\", \"kind\": \"webhook\", \"url\": \"ftp://example.org/x\"}\n  ]\n}", 3, "channels[0].url", "not an http:// or https:// URL"),
        ("{\n  \"channels\": [\n    {\"id\": \"me\", \"kind\": \"email\", \"to\": \"a@b.org\"},\n    {\"id\": \"me\", \"kind\": \"email\", \"to\": \"c@d.org\"}\n  ]\n}", 4, "channels[1].id", "a second channel with the id 'me'"),
        ("{\n  \"channels\": [],\n  \"remaning\": [30]\n}", 3, "remaning", "unknown field 'remaning'"),
        ("{\n  \"channels\": [],\n  \"remaining\": [30, 0]\n}", 3, "remaining", "0 is not a number of days left"),
        ("{\n  \"channels\": [],\n  \"remaining\": \"30\"\n}", 3, "remaining", "expected a list"),
    ])
    func aMalformedFileIsNamedByItsLineAndField(text: String, line: Int, field: String, reason: String) throws {
        let error = try #require(throws: AlertSettingsError.self) { try Self.load(text) }
        let parts: (String, Int, String?, String)? = if case .invalid(let path, let line, let field, let reason) = error { (path, line, field, reason) } else { nil }
        let (path, foundLine, foundField, foundReason) = try #require(parts, "\(error)")
        #expect(path == "/home/ana/.config/borderlog/alerts.json" && foundLine == line && foundField == field, "\(error)")
        #expect(foundReason.contains(reason), "\(error)")
        #expect(error.description.hasPrefix("alerts file /home/ana/.config/borderlog/alerts.json:\(line): \(field): "))
    }

    @Test func textThatIsNotJSONIsNamedByLineAndColumn() throws {
        let error = try #require(throws: AlertSettingsError.self) { try Self.load("{\n  \"channels\": [\n    {\"id\": \"me\",}\n  ]\n}") }
        #expect(error == .invalid(path: "/home/ana/.config/borderlog/alerts.json", line: 3, field: nil, reason: "expected a key in double quotes (column 17; the file is strict JSON, notes go in \"_comment\" keys)"))
        #expect(throws: AlertSettingsError.self) { try Self.load("[]") }
    }

    @Test func theFileIsBesideTheRulesUnlessTheEnvironmentNamesAnother() throws {
        #expect(AlertSettings.file(environment: ["XDG_CONFIG_HOME": "/cfg"]).path == "/cfg/borderlog/alerts.json")
        #expect(AlertSettings.file(environment: ["XDG_CONFIG_HOME": "/cfg", "BORDERLOG_ALERTS": "/etc/mine.json"]).path == "/etc/mine.json")
        // No file: no channels; a file named by the environment must exist.
        #expect(try AlertSettings.current(environment: ["XDG_CONFIG_HOME": "/nonexistent-borderlog"]) == AlertSettings())
        #expect(throws: AlertSettingsError.self) { try AlertSettings.current(environment: ["BORDERLOG_ALERTS": "/nonexistent-borderlog/alerts.json"]) }
    }
}
