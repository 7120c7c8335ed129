import ArgumentParser

/// `borderlog report …` / `borderlog-report …`: answers computed from the latest ledger snapshot.
public struct ReportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Answer questions from the ledger: Schengen status, forecasts, days per country, rule alerts.",
        discussion: "Reports read the latest snapshot written by `borderlog infer` and warn when evidence changed since.",
        subcommands: [SchengenCommand.self, ForecastCommand.self, CountriesCommand.self, RegionsCommand.self, RulesCommand.self, EligibilityCommand.self, AbsencesCommand.self, TripsCommand.self, ReconcileCommand.self, HTMLCommand.self, PDFCommand.self, PeopleReportCommand.self])

    public init() {}
}
