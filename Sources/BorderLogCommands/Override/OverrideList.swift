import ArgumentParser
import BorderLogModel

struct OverrideList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List day overrides by date.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        try output.list(global.openForReading().overrides(), none: "override: none set") { override in
            let exempt = override.exempt.isEmpty ? "" : "\texempt: " + override.exempt.map(\.rawValue).joined(separator: ",")
            return "\(override.date)\t\(override.placesText)\t\(override.note ?? "")\(exempt)"
        }
    }
}
