import ArgumentParser
import BorderLogAccess
import BorderLogSettings

struct PeopleGrant: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grant",
        abstract: "Let a person read others on `borderlog serve`, read-only (GET /api/people/).",
        discussion: """
            `borderlog people grant leo --reads ana --reads mia` lets leo, signed in, see ana's and mia's rows in \
            /api/people/; it never lets leo change their stores, nor read their API as his own. --revoke takes the \
            named grants back. Without --reads, lists whom the person may read.
            """)

    @Argument(help: "The person who reads (a household member, an adviser).")
    var name: String

    @Option(parsing: .upToNextOption, help: "A person they may read. Repeat or list several.")
    var reads: [String] = []

    @Flag(help: "Take the named grants back instead.")
    var revoke = false

    mutating func run() throws {
        let people = People()
        let reader = try PeopleArguments.existing(name, in: people)
        let others = try reads.map { try PeopleArguments.existing($0, in: people) }
        let access = try AccessStore(dataHome: people.dataHome)
        if !others.isEmpty {
            if revoke { try access.revokeGrant(reader, reads: others) } else { try access.grant(reader, reads: others) }
        }
        let granted = try access.grants(of: reader)
        Console.err("people grant: \(reader) reads \(granted.isEmpty ? "no one else" : granted.map(\.rawValue).joined(separator: ", "))")
        granted.forEach { Console.out($0.rawValue) }
    }
}
