import ArgumentParser

/// `borderlog stays …`: the user's own record of where they stayed.
public struct StaysCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stays",
        abstract: "Import, add, list and remove stays you state yourself.",
        discussion: """
            A stays CSV has the header `country,entry,exit,note`: an ISO 3166-1 alpha-2 code, the entry and exit \
            dates (YYYY-MM-DD, both days count as days in the country) and a free note. Leave `exit` empty while \
            you are still there. Stays may share a border-crossing day (one stay's exit is the next one's entry) \
            but may not otherwise overlap.
            """,
        subcommands: [StaysImport.self, StaysAdd.self, StaysList.self, StaysRemove.self])

    public init() {}
}
