import ArgumentParser
import BorderLogModel
import BorderLogStages

struct CrossingsImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import crossings from CSV files, I-94 travel histories or Home Office travel histories, each file all or nothing.",
        discussion: StatedFileLines.discussion("""
            A repeated row is kept once; an exit with no entry before it is kept with a warning (a record may begin \
            mid-trip). Re-importing an edited file replaces the crossings from that path; the same content again \
            changes nothing.
            """))

    @OptionGroup var global: GlobalOptions

    @OptionGroup var index: GeoIndexOptions

    @Argument(help: """
        Crossings CSV files (date,direction,port,country,authority,note), saved I-94 travel histories, or the UK Home \
        Office travel history of a subject access request (its PDF, or its text).
        """)
    var files: [String]

    mutating func run() throws {
        let (context, _) = global.context(geo: index.geo)
        let summary = try global.importForEachPerson(.crossingsImport) { store, person in
            try Stages.importCrossings(CrossingsImportOptions(files: files, rules: try person.ruleBook()), into: store, context: context)
        }
        StatedFileLines.print(summary.files, command: "crossings", noun: "crossing")
        try StatedFileLines.exitIfRejected(summary.rejectedFiles)
    }
}
