import ArgumentParser
import BorderLogModel

/// `borderlog profile …`: the person's own facts that rules read.
public struct ProfileCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Your nationalities, home country and residence statuses, kept in the config folder.",
        discussion: """
            The profile is profile.json in $XDG_CONFIG_HOME/borderlog (~/.config/borderlog). An EU, EEA or Swiss \
            nationality lifts the Schengen short-stay limit in every report; home adds the days away from it to \
            `report countries`; statuses (\(ResidenceStatus.ID.known)) with their dates are what rules such as \
            ca-citizenship, nz-citizenship, ae-tax and us-lpr-absence read.
            """,
        subcommands: [ProfileSet.self, ProfileShow.self],
        defaultSubcommand: ProfileShow.self)

    public init() {}
}
