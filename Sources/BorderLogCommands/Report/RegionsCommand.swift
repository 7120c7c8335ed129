import ArgumentParser
import BorderLogModel
import BorderLogStages

struct RegionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regions",
        abstract: "Days per US state, Canadian province or Australian state in the last 30/90/180/365 days, this year and a range.",
        discussion: """
            Any part of a day counts: a commuter's day counts for both states. `unknown` counts the days in such a \
            country whose region nothing names (docs/regions.md).
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only this country's regions: US, CA or AU.", transform: CountryCode.parsing)
    var country: CountryCode?

    @OptionGroup var windows: WindowOptions

    @OptionGroup var output: TableFormatOptions

    func validate() throws {
        if let country, !RegionCode.hasRegions(country) { throw ValidationError(RegionCode.noRegionLayer(country)) }
    }

    mutating func run() throws {
        let (day, custom) = try windows.days()
        let report = try global.ledgerView().regionCounts(on: day, custom: custom, country: country)
        try output.write(json: report, csv: report.csv, text: report.text)
    }
}
