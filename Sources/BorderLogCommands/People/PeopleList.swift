import ArgumentParser
import Foundation
import BorderLogSettings

struct PeopleList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the people: name, store and whether the store exists yet.")

    @OptionGroup var output: ReportFormatOptions

    /// One person as `people list --format json` writes it.
    struct Row: Encodable {
        let person: PersonName
        let store: String
        let storeExists: Bool
    }

    mutating func run() throws {
        let people = People()
        let rows = people.list().map { name in
            let person = people.person(name)
            return Row(person: name, store: person.storePath, storeExists: FileManager.default.fileExists(atPath: person.storePath))
        }
        try output.list(rows, none: "no people") { row in
            "\(row.person.rawValue)\t\(row.store)\(row.storeExists ? "" : "\t(no store yet)")"
        }
    }
}
