import ArgumentParser
import BorderLogModel
import BorderLogStages

struct RulesDisable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable",
        abstract: "Turn rules off by id in the rules file, changing nothing else in it.",
        discussion: """
            Edits --rules PATH, $BORDERLOG_RULES or ~/.config/borderlog/rules.json (created if missing): a rule with an \
            entry of its own there gets "enabled": false; any other leaves the file's "enabled" list and, when it is on \
            by default (Schengen), gets a switch {"id": …, "enabled": false} in "rules". Everything else in the file is \
            kept as written. A file that is not valid JSON is named with the line at fault and left unchanged.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var rules: RuleSwitchArguments

    mutating func run() throws {
        try rules.switchRules(enabled: false, in: global.rulesFile, command: "disable")
    }
}
