import ArgumentParser
import BorderLogModel
import BorderLogSettings

/// The umbrella `borderlog` command; each stage is also its own executable with the same options.
public struct BorderLogCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "borderlog",
        abstract: "Turn travel evidence into a day-by-day presence ledger, offline.",
        discussion: """
            Evidence goes into a local SQLite store; `infer` computes which country you were in on each day; \
            reports answer Schengen 90/180, day counts per country and forecasts. Nothing leaves this machine.
            """,
        version: BorderLogVersion.current,
        subcommands: [
            InitCommand.self, DoctorCommand.self, PhotosCommand.self, LocationsCommand.self, CalendarCommand.self, FlightsCommand.self, MailCommand.self, ResolveCommand.self, StaysCommand.self, CrossingsCommand.self, OverrideCommand.self, ReviewCommand.self, InferCommand.self, ExplainCommand.self, LedgerCommand.self, ReportCommand.self, RuleLibraryCommand.self, ProfileCommand.self, PlanCommand.self, ExportCommand.self, VerifyCommand.self, SignalsCommand.self, PurgeCommand.self, ServeCommand.self, DevicesCommand.self, GeoCommand.self, AlertsCommand.self, PeopleCommand.self, ShareCommand.self,
        ])

    @OptionGroup var global: GlobalOptions

    public init() {}
}
