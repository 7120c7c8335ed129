import ArgumentParser
import BorderLogModel
import BorderLogStages

struct CrossingsList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List stored crossings by date.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws { try format.require([.text, .json]) }

    mutating func run() throws {
        let listed = try Stages.listCrossings(in: try global.openForReading(), rules: try global.ruleBook())
        switch format {
        case .json:
            try Console.json(listed)
        default:
            Console.list(listed, none: "crossings: none stored; add some with `borderlog crossings import FILE`") { crossing in
                let port = crossing.port.isEmpty ? "-" : crossing.port
                let zone = crossing.zone.map { "\t(\($0))" } ?? ""
                return "#\(crossing.id)\t\(crossing.date)\t\(crossing.direction.rawValue)\t\(crossing.country)\t\(port)\t\(crossing.authority.rawValue)\t\(crossing.note ?? "")\(zone)"
            }
        }
    }
}
