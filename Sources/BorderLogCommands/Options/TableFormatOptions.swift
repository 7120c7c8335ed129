import ArgumentParser

/// `--format text|json|csv`, for the reports that are also a table, and the printing that choice decides.
struct TableFormatOptions: ParsableArguments {
    @Option(help: "Output format: text, json or csv.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require([.text, .json, .csv])
    }

    /// `json` as JSON, or the CSV, or the text: only the one asked for is made.
    func write(json: some Encodable, csv: @autoclosure () -> String, text: @autoclosure () -> String) throws {
        switch format {
        case .json: try Console.json(json)
        case .csv: Console.out(csv())
        default: Console.out(text())
        }
    }
}
