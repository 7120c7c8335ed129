import ArgumentParser

/// `borderlog rules …`: the rule library and the rules configured over it.
public struct RuleLibraryCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "The bundled rule library and your configured rules, with their sources.",
        discussion: """
            Rules are data: the bundled library, overlaid by --rules PATH, $BORDERLOG_RULES or \
            ~/.config/borderlog/rules.json. Only the Schengen rule is on by default; turn others on by id in that \
            file with {"enabled": ["us-spt", "uk-srt"]}. `borderlog report rules` evaluates the rules that are on.
            """,
        subcommands: [RulesList.self],
        defaultSubcommand: RulesList.self)

    public init() {}
}
