import ArgumentParser

/// `--format text|json` of a command that prints its answer for people or for scripts, and the printing that choice
/// decides: pretty JSON of the data, or its text.
struct ReportFormatOptions: ParsableArguments {
    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    var isJSON: Bool { format == .json }

    /// `value` as JSON, or `text(value)` on stdout.
    func write<Value: Encodable>(_ value: Value, text: (Value) -> String) throws {
        try write(value, lines: { [text($0)] })
    }

    /// `value` as JSON, or each of `lines(value)` on a line of its own (nothing at all when there are none).
    func write<Value: Encodable>(_ value: Value, lines: (Value) -> [String]) throws {
        if isJSON { try Console.json(value) } else { lines(value).forEach(Console.out) }
    }

    /// `values` as one JSON array, or `Console.list`: a line each, or `none` on stderr when there are none.
    func list<Value: Encodable>(_ values: [Value], none: String, line: (Value) -> String) throws {
        if isJSON { try Console.json(values) } else { Console.list(values, none: none, line: line) }
    }
}
