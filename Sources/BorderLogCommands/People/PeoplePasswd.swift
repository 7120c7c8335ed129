import ArgumentParser
import BorderLogAccess
import BorderLogSettings

struct PeoplePasswd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Set a person's password for `borderlog serve` (POST /login).",
        discussion: """
            On a terminal the password is asked twice and not shown; with --password-stdin it is read once, as the \
            first line of standard input (`printf '%s\\n' "$PW" | borderlog people passwd ana --password-stdin`). Only \
            a bcrypt hash (cost \(AccessStore.bcryptCost)) is kept, in people/access.sqlite under the data home; at \
            least \(AccessStore.minimumPasswordLength) characters.
            """)

    @Argument(help: "The person's name.")
    var name: String

    @Flag(help: "Read the password once from standard input (for scripts) rather than asking twice on a terminal.")
    var passwordStdin = false

    mutating func run() throws {
        let people = People()
        let name = try PeopleArguments.existing(name, in: people)
        let password: String
        if passwordStdin {
            guard let line = ConsoleInput.line(prompt: nil, hidden: false), !line.isEmpty else {
                throw ValidationError("no password on standard input")
            }
            password = line
        } else {
            guard ConsoleInput.isTerminal else {
                throw ValidationError("standard input is not a terminal: pass --password-stdin to read the password from it")
            }
            let first = ConsoleInput.line(prompt: "Password for \(name): ", hidden: true) ?? ""
            let second = ConsoleInput.line(prompt: "Again: ", hidden: true) ?? ""
            guard first == second else { throw AccessError.passwordsDiffer }
            password = first
        }
        try AccessStore(dataHome: people.dataHome).setPassword(password, for: name)
        Console.err("people passwd: \(name)'s password is set (bcrypt)")
    }
}
