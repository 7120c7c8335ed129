import ArgumentParser

/// `borderlog override …`: fix a day's country above all evidence.
public struct OverrideCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "override",
        abstract: "Fix the country of a day, above all other evidence.",
        discussion: """
            `borderlog override 2024-05-01 FR` sets a day; for a travel day give the countries in visiting order \
            (`GB,FR`; out and back the same day: `NZ,AU,NZ`). `--exempt medical` keeps the day's countries but leaves \
            it out of the rules that honour that reason. `override list` and `override remove DATE` manage them.
            """,
        subcommands: [OverrideSet.self, OverrideList.self, OverrideRemove.self],
        defaultSubcommand: OverrideSet.self)

    public init() {}
}
