import ArgumentParser

/// `borderlog share …`: read-only links to one person's page and API on `borderlog serve` (docs/people.md).
public struct ShareCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Create, list and revoke read-only links to a person's page and API, for an adviser.",
        discussion: """
            A link (`/share/TOKEN`) shows the person's live page without its forms, and `/share/TOKEN/api/…` answers \
            their API read-only: writes 403, an expired link 410, a revoked one 401. The token is shown once, at \
            creation; only its SHA-256 is kept. Each use is recorded with its time and address.
            """,
        subcommands: [ShareCreate.self, ShareList.self, ShareRevoke.self])

    public init() {}
}
