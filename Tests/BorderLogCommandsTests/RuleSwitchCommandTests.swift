import BorderLogTestSupport
import Foundation
import Testing

/// `rules enable` and `rules disable`, one `RuleSwitchCommand` in two directions: each says which way it switched,
/// and its help says what it writes, run in process.
@Suite struct RuleSwitchCommandTests {
    let directory = TemporaryDirectory()

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--rules", directory.path("rules.json")] + arguments)
    }

    @Test func eachDirectionSaysWhichWayItSwitchedTheRules() async throws {
        let on = await borderlog("rules", "enable", "uk-ilr", "us-spt")
        #expect(on.status == 0 && on.stderr == "rules enable: uk-ilr, us-spt on in \(directory.path("rules.json"))\n")
        let off = await borderlog("rules", "disable", "us-spt")
        #expect(off.status == 0 && off.stderr == "rules disable: us-spt off in \(directory.path("rules.json"))\n")
        #expect(try String(contentsOfFile: directory.path("rules.json"), encoding: .utf8).contains("uk-ilr"))
    }

    @Test(arguments: [
        ("enable", #"OVERVIEW: Turn rules on by id in the rules file, changing nothing else in it. Edits --rules PATH, $BORDERLOG_RULES or ~/.config/borderlog/rules.json (created if missing): a rule with an entry of its own there gets "enabled": true, any other is added to the file's "enabled" list. Everything else"#),
        ("disable", #"OVERVIEW: Turn rules off by id in the rules file, changing nothing else in it. Edits --rules PATH, $BORDERLOG_RULES or ~/.config/borderlog/rules.json (created if missing): a rule with an entry of its own there gets "enabled": false; any other leaves the file's "enabled" list and, when it is on by default (Schengen), gets a switch {"id": …, "enabled": false} in "rules". Everything else"#),
    ])
    func eachDirectionsHelpSaysWhatItWrites(_ command: String, _ overview: String) async {
        let help = await borderlog("rules", command, "--help")
        #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(overview), "\(help.stdout)")
    }
}
