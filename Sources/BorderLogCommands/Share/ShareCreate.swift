import ArgumentParser
import BorderLogAccess
import BorderLogModel
import BorderLogSettings

struct ShareCreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a read-only link to a person's page and API; prints the link (shown this once).")

    /// `--person NAME`: whose page and API the link opens ($BORDERLOG_PERSON, else default).
    @OptionGroup var global: GlobalOptions

    @Option(help: "How long the link works: a whole number and s, m, h or d (30m, 12h, 14d); at most 366d.")
    var expires: String

    @Option(help: "A note for `share list` (who the link is for).")
    var label: String?

    @Option(help: "The address the server is reached at, put in front of the link.")
    var baseURL = "http://127.0.0.1:8470"

    mutating func run() throws {
        let duration: ShareDuration
        do { duration = try ShareDuration(parsing: expires) } catch { throw ValidationError(error.description) }
        let people = People()
        let person = try global.personFiles().name
        let (link, token) = try AccessStore(dataHome: people.dataHome).createShare(for: person, lifetime: duration.seconds, label: label)
        Console.err("share create: #\(link.id) for \(person), expires \(RFC3339.utc(link.expiresAt))")
        Console.out(baseURL.trimmingSuffix("/") + "/share/" + token.text)
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
