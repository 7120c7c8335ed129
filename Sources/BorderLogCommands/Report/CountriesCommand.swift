import ArgumentParser
import BorderLogModel
import BorderLogStages

struct CountriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "Days per country in the last 30/90/180/365 days, this calendar year and an optional range.",
        discussion: "A travel day counts for every country visited that day; unknown days are shown apart.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var windows: WindowOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let (day, custom) = try windows.days()
        let view = try global.ledgerView()
        let report = view.countryCounts(on: day, custom: custom)
        try output.write(report, text: { $0.text(rules: view.rules) })
    }
}
