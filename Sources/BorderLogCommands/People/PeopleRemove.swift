import ArgumentParser
import BorderLogAccess
import BorderLogSettings

struct PeopleRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a person: deletes their folder (store, profile, rules.json, alerts.json).",
        discussion: "Nothing is kept: export a bundle first (`borderlog --person NAME export bundle`) to keep the evidence.")

    @Argument(help: "The person's name.")
    var name: String

    @Flag(help: "Confirm the deletion.")
    var yes = false

    func validate() throws {
        guard yes else { throw ValidationError("removing a person deletes their store and settings: add --yes to confirm") }
    }

    mutating func run() throws {
        let people = People()
        let name = try PeopleArguments.existing(name, in: people)
        try people.remove(name)
        // Their account, grants and share links go with them.
        try AccessStore(dataHome: people.dataHome).forget(name)
        Console.err("people remove: \(name.rawValue) and their folder are gone")
    }
}
