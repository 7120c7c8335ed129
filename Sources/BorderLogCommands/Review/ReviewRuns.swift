import ArgumentParser
import BorderLogModel
import BorderLogStages

struct ReviewRuns: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the runs of days that need a look: from, to, days, reason, countries, suggestion, suggestions, sides.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let review = try global.ledgerView().reviewList()
        try output.write(review.runs, lines: { $0.map(\.text) })
        Console.err(review.line)
    }
}
