import ArgumentParser
import BorderLogModel
import BorderLogStages

/// `borderlog explain DATE`: the ledger's reading of a day and every piece of evidence behind it.
public struct ExplainCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show why the ledger says what it says about a day: the reading, the rule that decided it, and all evidence.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    @OptionGroup var output: ReportFormatOptions

    public init() {}

    public mutating func run() throws {
        let (explanation, stale) = try Stages.explain(date, in: try global.openForReading())
        if stale { Console.err("warning: evidence changed after snapshot #\(explanation.snapshot); run `borderlog infer` first") }
        try output.write(explanation, text: \.text)
    }
}
