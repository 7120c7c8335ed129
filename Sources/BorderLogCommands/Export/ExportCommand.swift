import ArgumentParser
import BorderLogRules
import BorderLogStages

/// `borderlog export …`: the ledger as files for other tools.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the ledger as CSV or JSON, or as a signed evidence bundle.",
        subcommands: [ExportLedger.self, ExportBundle.self])

    public init() {}
}

struct ExportLedger: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ledger",
        abstract: "Write the latest ledger snapshot to stdout, one entry per day.",
        discussion: "No coordinates are included unless --with-coordinates asks for each day's evidence positions (`places`).")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: csv or json.")
    var format: OutputFormat = .csv

    @OptionGroup var range: DayRangeOptions

    func validate() throws {
        try format.require([.csv, .json])
    }

    @Flag(help: "Add each day's evidence positions (latitude and longitude) to the export.")
    var withCoordinates = false

    mutating func run() throws {
        let ledger = try global.ledgerView().days(from: range.from, to: range.to)
        let places = withCoordinates ? try LedgerView.places(in: ledger, store: try global.openForReading()) : nil
        switch format {
        case .json: Console.out(try LedgerExport.json(ledger, places: places))
        default: Console.out(LedgerExport.csv(ledger, places: places))
        }
    }
}
