import ArgumentParser
import BorderLogModel
import BorderLogStages

struct StaysImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import stays from CSV files, each file all or nothing.",
        discussion: StatedFileLines.discussion("""
            Re-importing an edited file replaces the stays that came from that path; importing the same content \
            again changes nothing.
            """))

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Accept stays that overlap each other or stored stays (the ledger marks such days disputed).")
    var allowOverlap = false

    @Argument(help: "CSV files with the header country,entry,exit,note.")
    var files: [String]

    mutating func run() throws {
        let (context, _) = global.context()
        let summary = try global.importForEachPerson(.staysImport) { store, _ in
            try Stages.importStays(StaysImportOptions(files: files, allowOverlap: allowOverlap), into: store, context: context)
        }
        StatedFileLines.print(summary.files, command: "stays", noun: "stay")
        for gap in summary.gaps {
            Console.err("warning: no stay covers \(gap) (\(gap.count) day\(gap.count == 1 ? "" : "s")); those days will be unknown")
        }
        try StatedFileLines.exitIfRejected(summary.rejectedFiles)
    }
}
