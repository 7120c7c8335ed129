import ArgumentParser

/// `borderlog review …`: what in the ledger needs a person, and their answers.
public struct ReviewCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "List the days that need a look, assign a country to them, or confirm the ledger's reading.",
        discussion: """
            `borderlog review` lists runs of consecutive days with the same reason: unknown, disputed, \
            transit-suspect, possible-transit (a UK midnight counted although it looks like a one-night transit) or \
            low-confidence, each with the countries involved and the country the evidence around it suggests (both \
            sides, when the known days before and after the run disagree). `review assign FROM TO COUNTRY` states \
            where you were (kept as a stay of source review, above your other stays, below overrides), and \
            `review assign FROM TO COUNTRY --until DATE THEN` splits the run between two countries; \
            `review confirm FROM [--to DATE]` records that you checked the ledger's reading \
            (flag confirmed, until the evidence changes that reading). Both recompute the ledger.
            """,
        subcommands: [ReviewRuns.self, ReviewAssign.self, ReviewConfirm.self],
        defaultSubcommand: ReviewRuns.self)

    public init() {}
}
