import ArgumentParser

/// `borderlog rules …`: the rule library and the rules configured over it.
public struct RuleLibraryCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "The bundled rule library and your configured rules, with their sources.",
        discussion: """
            Rules are data: the bundled library, overlaid by --rules PATH, $BORDERLOG_RULES or \
            ~/.config/borderlog/rules.json. Only the Schengen rule is on by default; turn others on by id with \
            `borderlog rules enable us-spt uk-ilr` (which writes {"enabled": ["us-spt", "uk-ilr"]} into that file) and \
            off with `rules disable`. `borderlog report rules` evaluates the day-count rules that are on, `report \
            eligibility --rule ID` any eligibility rule; the HTML and PDF reports show the eligibility rules that are on.
            """,
        subcommands: [RulesList.self, RulesEnable.self, RulesDisable.self],
        defaultSubcommand: RulesList.self)

    public init() {}
}
