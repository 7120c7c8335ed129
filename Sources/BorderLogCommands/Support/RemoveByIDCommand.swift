import ArgumentParser
import BorderLogModel
import BorderLogStore

/// What sets `stays remove`, `plan remove` and `crossings remove` apart: how they name their records and the stage
/// that deletes them. Everything else, from the command line to the exit status, is `RemoveByIDCommand`'s.
struct RecordRemoval: Sendable {
    /// The command group, which starts every line the command prints: `stays`, `plan`, `crossings`.
    let group: String
    /// One record and several, as the help and the messages say them: `stay` and `stays`.
    let noun: String
    let plural: String
    /// The stage the removal runs as (the store's lock and run log name it).
    let stage: StageName
    /// Deletes the records with these ids and returns the ids that named none.
    let remove: @Sendable (_ ids: [Int64], _ store: Store) throws -> [Int64]

    /// The help of the ids argument: `Stay ids.`
    var idsHelp: String { "\(noun.prefix(1).uppercased())\(noun.dropFirst()) ids." }
}

/// A kind of record the person removes by the ids its `list` shows.
protocol RemovableByID {
    static var removal: RecordRemoval { get }
}

/// `GROUP remove ID…`: removes records by id; exit status 2 (after removing the others) when an id names no record.
struct RemoveByIDCommand<Record: RemovableByID>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: "Remove \(Record.removal.plural) by the ids `\(Record.removal.group) list` shows.")
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(Record.removal.idsHelp))
    var ids: [Int64]

    mutating func run() throws {
        let removal = Record.removal
        let locked = try global.openForWriting(removal.stage)
        let missing = try removal.remove(ids, locked.store)
        Console.err("\(removal.group): removed \(ids.count - missing.count)")
        if !missing.isEmpty {
            let named = missing.map { "#\($0)" }.joined(separator: ", ")
            Console.err("\(removal.group): no \(removal.noun) with id \(named); see `borderlog \(removal.group) list`")
            throw ExitCode(2)
        }
    }
}
