import BorderLogModel
import BorderLogSettings
import Foundation
import Testing

/// `rules enable` and `rules disable` change only the switches of a rules file, keeping everything else as written.
struct RulesFileEditTests {
    private let edit = RulesFileEdit(onByDefault: ["schengen-90-180"])

    @Test(arguments: [
        // (file, ids, enabled, edited file)
        ("", ["uk-ilr"], true, "{\n  \"enabled\": [\"uk-ilr\"]\n}\n"),
        (#"{"enabled": ["us-spt"]}"#, ["uk-ilr"], true, #"{"enabled": ["us-spt", "uk-ilr"]}"#),
        (#"{"enabled": []}"#, ["uk-ilr"], true, #"{"enabled": ["uk-ilr"]}"#),
        (#"{"enabled": ["us-spt", "uk-ilr"]}"#, ["uk-ilr"], true, #"{"enabled": ["us-spt", "uk-ilr"]}"#),
        (#"{"enabled": ["us-spt", "uk-ilr", "pt-183"]}"#, ["uk-ilr"], false, #"{"enabled": ["us-spt", "pt-183"]}"#),
        (#"{"enabled": ["us-spt", "uk-ilr"]}"#, ["uk-ilr"], false, #"{"enabled": ["us-spt"]}"#),
        (#"{"enabled": ["uk-ilr"]}"#, ["uk-ilr"], false, #"{"enabled": []}"#),
        (#"{"rules": [{"id": "us-spt", "enabled": false}]}"#, ["us-spt"], true, #"{"rules": [{"id": "us-spt", "enabled": true}]}"#),
        (#"{"rules": [{"id": "us-spt"}]}"#, ["us-spt"], false, #"{"rules": [{"id": "us-spt", "enabled": false}]}"#),
        (#"{"zones": []}"#, ["schengen-90-180"], false, "{\n  \"rules\": [{\"id\": \"schengen-90-180\", \"enabled\": false}],\"zones\": []}"),
        (#"{"rules": []}"#, ["schengen-90-180"], false, #"{"rules": [{"id": "schengen-90-180", "enabled": false}]}"#),
        (#"{"enabled": ["us-spt"]}"#, ["pt-183"], false, #"{"enabled": ["us-spt"]}"#),  // off already, nothing to say
    ])
    func onlyTheSwitchesChange(_ file: String, _ ids: [String], _ enabled: Bool, _ expected: String) throws {
        #expect(try edit.setting(ids, enabled: enabled, in: file) == expected)
    }

    @Test func everythingElseInTheFileIsKeptByteForByte() throws {
        let file = """
            {
              "x-note": "my own field, kept",
              "zones": [{"id": "nz", "name": "New Zealand", "members": [{"country": "NZ"}]}],
              "rules": [
                {"id": "nz-183", "name": "NZ 183", "zone": "nz", "period": {"kind": "rolling", "days": 365}, "maxDays": 183,
                 "counting": "anyPresence", "custom": [1, 2.5e3, null, true]},
                {"id": "us-spt", "enabled": true}
              ],
              "enabled":   [ "pt-183" ]
            }

            """
        let on = try edit.setting(["nz-183", "uk-ilr"], enabled: true, in: file)
        #expect(on == file
            .replacingOccurrences(of: #""counting": "anyPresence", "custom""#, with: #""counting": "anyPresence", "custom""#)
            .replacingOccurrences(of: #"{"id": "nz-183","#, with: #"{"id": "nz-183", "enabled": true,"#)
            .replacingOccurrences(of: #"[ "pt-183" ]"#, with: #"[ "pt-183", "uk-ilr" ]"#))
        // And back: the file as it was, but with the switches written out.
        let off = try edit.setting(["nz-183", "uk-ilr", "us-spt"], enabled: false, in: on)
        #expect(off == file
            .replacingOccurrences(of: #"{"id": "nz-183","#, with: #"{"id": "nz-183", "enabled": false,"#)
            .replacingOccurrences(of: #"{"id": "us-spt", "enabled": true}"#, with: #"{"id": "us-spt", "enabled": false}"#))
        #expect(try JSONSerialization.jsonObject(with: Data(off.utf8)) is [String: Any])
    }

    @Test(arguments: [
        ("{\n  \"enabled\": [\"us-spt\",]\n}", 2, "expected a value"),
        ("{\n  \"enabled\": [\"us-spt\"]\n  \"rules\": []\n}", 3, "expected ',' or '}'"),
        ("{\"enabled\": [\"us-spt\"]} trailing", 1, "unexpected text"),
        ("[\"us-spt\"]", 1, "one JSON object"),
    ])
    func aFileThatDoesNotParseNamesTheLine(_ file: String, _ line: Int, _ message: String) {
        #expect {
            try edit.setting(["uk-ilr"], enabled: true, in: file)
        } throws: { error in
            guard let syntax = error as? JSONOutline.SyntaxError else { return false }
            return syntax.line == line && syntax.message.contains(message)
        }
    }
}
