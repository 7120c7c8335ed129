import ArgumentParser
import BorderLogCore
import BorderLogStore
import Foundation

struct StaysList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List stored stays by entry date.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text, json or csv.")
    var format: OutputFormat = .text

    func validate() throws { try format.require([.text, .json, .csv]) }

    mutating func run() throws {
        let store = try global.openForReading()
        let records = try store.stays()
        let paths = try store.sourcePaths()
        let listed = records.map { record in
            ListedStay(
                id: record.id ?? 0, country: record.country.rawValue, entry: record.entry, exit: record.exit,
                days: record.exit.map { record.entry.days(to: $0) + 1 }, note: record.note,
                source: record.origin(sourcePaths: paths), permit: record.permit ? true : nil)
        }
        switch format {
        case .json:
            try Console.json(listed)
        case .csv:
            Console.out((["id,country,entry,exit,note"] + listed.map { "\($0.id),\($0.country),\($0.entry),\($0.exit?.description ?? ""),\(csvField($0.note ?? ""))" }).joined(separator: "\n"))
        default:
            guard !listed.isEmpty else { return Console.err("stays: none stored; add some with `borderlog stays import FILE.csv`") }
            for stay in listed {
                let span = "\(stay.entry)…\(stay.exit?.description ?? "(still there)")"
                let length = stay.days.map { "\($0) d" } ?? ""
                let permit = stay.permit == true ? "\tpermit" : ""
                Console.out("#\(stay.id)\t\(stay.country)\t\(span)\t\(length)\t\(stay.note ?? "")\t\(stay.source ?? "added by hand")\(permit)")
            }
        }
    }

    private struct ListedStay: Encodable {
        let id: Int64
        let country: String
        let entry: LocalDay
        let exit: LocalDay?
        let days: Int?
        let note: String?
        let source: String?
        /// Present (true) only on stays covered by a residence permit, so the travel-segment shape is unchanged otherwise.
        let permit: Bool?
    }

    private func csvField(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
