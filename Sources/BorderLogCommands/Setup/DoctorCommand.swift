import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages

/// `borderlog doctor`: is this setup able to work, and if not, what to do.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the setup: geo index, world map, store, lock, config files and permissions.",
        discussion: """
            Prints one line per check: `ok` with what was found, or `FAIL` with what is wrong and the fix. Checks the \
            geo index (present, readable, which boundary data), the world map of the HTML report (where `report html` \
            looks for it, readable, which outlines and how many countries, states and provinces), the store (mode 0600, SQLite's integrity check, the \
            ledger's hash chain), the store's lock (free, or held by a live run that is not stuck), the rules file and \
            the nightly sources file (each line that would fail, by number), the alerts file (by line and field) and \
            any alert channel failing for 7 days, and the modes of the server token and \
            the signing key. Exit status 1 when any check fails, else 0.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var index: GeoIndexOptions

    mutating func run() throws {
        let doctor = Doctor(
            geo: index.geo, store: try global.storePath(), rulesFile: try global.rulesFile(), config: ConfigFolder(), alertsFile: try global.alertsFile())
        var failed = false
        for (check, outcome) in doctor.run() {
            let subject = check.subject.padding(toLength: 13, withPad: " ", startingAt: 0)
            switch outcome {
            case .ok(let found):
                Console.out("ok    \(subject) \(found)")
            case .failed(let problem, let fix):
                failed = true
                Console.out("FAIL  \(subject) \(problem.replacingOccurrences(of: "\n", with: "\n      "))\n      fix: \(fix)")
            }
        }
        if failed { throw ExitCode.failure }
    }
}
