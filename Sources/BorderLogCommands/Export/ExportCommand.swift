import ArgumentParser
import BorderLogCore
import BorderLogStages

/// `borderlog export …`: the ledger as files for other tools.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the ledger as CSV or JSON.", subcommands: [ExportLedger.self])

    public init() {}
}

struct ExportLedger: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ledger", abstract: "Write the latest ledger snapshot to stdout, one entry per day. No coordinates are included.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: csv or json.")
    var format: OutputFormat = .csv

    @Option(help: "First day. Format: YYYY-MM-DD.")
    var from: LocalDay?

    @Option(help: "Last day. Format: YYYY-MM-DD.")
    var to: LocalDay?

    func validate() throws {
        try format.require([.csv, .json])
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
    }

    mutating func run() throws {
        let ledger = try global.ledgerView().days(from: from, to: to)
        switch format {
        case .json: Console.out(try LedgerExport.json(ledger))
        default: Console.out(LedgerExport.csv(ledger))
        }
    }
}
