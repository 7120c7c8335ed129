import ArgumentParser

/// Which way `rules enable` and `rules disable` switch rules.
protocol RuleSwitchDirection {
    /// True for `rules enable`, false for `rules disable`.
    static var enabled: Bool { get }
    /// What the switch writes into the rules file for a rule, as the discussion says it.
    static var edit: String { get }
}

/// `rules enable ID…` and `rules disable ID…`: one command that edits the rules file, told apart by its direction.
struct RuleSwitchCommand<Direction: RuleSwitchDirection>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: RuleSwitchArguments.command(enabled: Direction.enabled),
            abstract: "Turn rules \(Direction.enabled ? "on" : "off") by id in the rules file, changing nothing else in it.",
            discussion: """
                Edits --rules PATH, $BORDERLOG_RULES or ~/.config/borderlog/rules.json (created if missing): \(Direction.edit). \
                Everything else in the file is kept as written. A file that is not valid JSON is named with the line at \
                fault and left unchanged.
                """)
    }

    @OptionGroup var global: GlobalOptions

    @OptionGroup var rules: RuleSwitchArguments

    mutating func run() throws {
        try rules.switchRules(enabled: Direction.enabled, in: try global.rulesFile())
    }
}
