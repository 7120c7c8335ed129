import ArgumentParser
import BorderLogSettings

struct PeopleAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a person: a folder of their own for their store, profile, rules.json and alerts.json.")

    @Argument(help: "The person's name: letters a-z or A-Z, digits, '-' or '_' (ana, leo-2).")
    var name: String

    mutating func run() throws {
        let people = People()
        let folder = try people.add(try PeopleArguments.name(name))
        Console.err("people add: \(folder.path)")
        Console.out(folder.name.rawValue)
    }
}

/// Names given on the command line, read once: a bad one is a usage error (exit 64) saying what is wrong.
enum PeopleArguments {
    static func name(_ text: String) throws -> PersonName {
        do { return try PersonName(validating: text) } catch { throw ValidationError(error.description) }
    }

    /// A name that must be one of the people (exit 64 naming them when it is not).
    static func existing(_ text: String, in people: People = People()) throws -> PersonName {
        let name = try self.name(text)
        guard people.exists(name) else { throw ValidationError(PeopleError.unknown(name, known: people.list()).description) }
        return name
    }
}
