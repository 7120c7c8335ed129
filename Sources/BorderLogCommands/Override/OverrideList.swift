import ArgumentParser
import BorderLogModel

struct OverrideList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List day overrides by date.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text


    mutating func run() throws {
        let overrides = try global.openForReading().overrides()
        if format == .json { return try Console.json(overrides) }
        guard !overrides.isEmpty else { return Console.err("override: none set") }
        for override in overrides {
            let exempt = override.exempt.isEmpty ? "" : "\texempt: " + override.exempt.map(\.rawValue).joined(separator: ",")
            Console.out("\(override.date)\t\(override.placesText)\t\(override.note ?? "")\(exempt)")
        }
    }
}
