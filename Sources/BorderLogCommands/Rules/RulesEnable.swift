import ArgumentParser
import BorderLogModel
import BorderLogStages

struct RulesEnable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enable",
        abstract: "Turn rules on by id in the rules file, changing nothing else in it.",
        discussion: """
            Edits --rules PATH, $BORDERLOG_RULES or ~/.config/borderlog/rules.json (created if missing): a rule with an \
            entry of its own there gets "enabled": true, any other is added to the file's "enabled" list. Everything \
            else in the file is kept as written. A file that is not valid JSON is named with the line at fault and left \
            unchanged.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var rules: RuleSwitchArguments

    mutating func run() throws {
        try rules.switchRules(enabled: true, in: global.rulesFile, command: "enable")
    }
}
