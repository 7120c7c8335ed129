import ArgumentParser
import BorderLogModel
import BorderLogStages

struct ReviewRuns: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the runs of days that need a look: from, to, days, reason, countries, suggestion, suggestions, sides.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    mutating func run() throws {
        let review = try global.ledgerView().reviewList()
        if format == .json { try Console.json(review.runs) } else { review.runs.forEach { Console.out($0.text) } }
        Console.err(review.line)
    }
}
