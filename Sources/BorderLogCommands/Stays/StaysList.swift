import ArgumentParser
import BorderLogModel
import BorderLogStages
import Foundation

struct StaysList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List stored stays by entry date.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: TableFormatOptions

    mutating func run() throws {
        let listed = try Stages.listStays(in: try global.openForReading())
        switch output.format {
        case .json:
            try Console.json(listed)
        case .csv:
            Console.out((["id,country,entry,exit,note"] + listed.map { "\($0.id),\($0.region?.rawValue ?? $0.country.rawValue),\($0.entry),\($0.exit?.description ?? ""),\(CSVField.quoted($0.note ?? ""))" }).joined(separator: "\n"))
        default:
            Console.list(listed, none: "stays: none stored; add some with `borderlog stays import FILE.csv`") { stay in
                let span = "\(stay.entry)…\(stay.exit?.description ?? "(still there)")"
                let length = stay.days.map { "\($0) d" } ?? ""
                let permit = stay.permit == true ? "\tpermit" : ""
                return "#\(stay.id)\t\(stay.region?.rawValue ?? stay.country.rawValue)\t\(span)\t\(length)\t\(stay.note ?? "")\t\(stay.source ?? "added by hand")\(permit)"
            }
        }
    }
}
