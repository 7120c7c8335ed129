import ArgumentParser
import BorderLogCore
import BorderLogStore

struct StaysImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import stays from CSV files, each file all or nothing.",
        discussion: """
            Every row of a file is checked first; if any row is wrong, the whole file is rejected with every \
            problem listed (file:line: field: what is wrong) and the store is left untouched. Re-importing an \
            edited file replaces the stays that came from that path; importing the same content again changes \
            nothing. Exit status 2 when a file was rejected.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Accept stays that overlap each other or stored stays (the ledger marks such days disputed).")
    var allowOverlap = false

    @Argument(help: "CSV files with the header country,entry,exit,note.")
    var files: [String]

    mutating func run() throws {
        let (store, lock) = try global.openForWriting(stage: "stays import")
        defer { withExtendedLifetime(lock) {} }
        let files = files, allowOverlap = allowOverlap
        let results = try store.recordRun(stage: "stays import", arguments: files) {
            let results = try files.map { try store.importStays(path: $0, allowOverlap: allowOverlap) }
            let counts = Store.RunCounts(
                seen: results.reduce(0) { $0 + $1.rows }, added: results.reduce(0) { $0 + $1.added },
                unchanged: results.filter { $0.outcome == .unchanged }.reduce(0) { $0 + $1.rows },
                rejected: results.filter { $0.outcome == .rejected }.count)
            return (results, counts, nil)
        }
        for result in results {
            for issue in result.issues { Console.err(issue.description) }
            switch result.outcome {
            case .imported:
                let replaced = result.removed > 0 ? ", replacing \(result.removed) from the earlier import" : ""
                Console.err("stays: \(result.path): imported \(result.added) stay\(result.added == 1 ? "" : "s")\(replaced)")
            case .unchanged:
                Console.err("stays: \(result.path): unchanged since the last import, nothing to do")
            case .rejected:
                let errors = result.issues.filter { $0.severity == .error }.count
                Console.err("stays: \(result.path): rejected, \(errors) error\(errors == 1 ? "" : "s"); nothing imported from this file")
            }
        }
        let gaps = StayValidator.gaps(in: try store.stays().map(\.stay))
        for gap in gaps {
            Console.err("warning: no stay covers \(gap) (\(gap.count) day\(gap.count == 1 ? "" : "s")); those days will be unknown")
        }
        if results.contains(where: { $0.outcome == .rejected }) { throw ExitCode(2) }
    }
}
