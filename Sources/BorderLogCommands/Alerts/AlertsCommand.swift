import ArgumentParser

/// `borderlog alerts …`: warnings before a limit, by email and webhook, each sent once.
public struct AlertsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "alerts",
        abstract: "Warn before a limit: find alert events, send what is new by email and webhook, and list what was sent.",
        discussion: """
            Channels and thresholds are read from alerts.json beside rules.json (or $BORDERLOG_ALERTS); `borderlog \
            init` writes a commented alerts.example.json. Events: approaching, breach, needed, plan, eligible, \
            available and silent (docs/alerts.md). Each is sent once while it holds, and again only after it stopped \
            holding and holds again; a channel that failed is tried again at the next check, alone.
            """,
        subcommands: [AlertsCheck.self, AlertsList.self, AlertsTest.self])

    public init() {}
}
