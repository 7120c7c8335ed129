import ArgumentParser
import BorderLogAccess
import BorderLogSettings

struct ShareRevoke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Revoke share links by id (`share list`): from the next request they answer 401.")

    @Argument(help: "The link's id.")
    var ids: [Int64]

    mutating func run() throws {
        let access = try AccessStore(dataHome: People().dataHome)
        for id in ids {
            try access.revokeShare(id)
            Console.err("share revoke: #\(id) revoked")
        }
    }
}
