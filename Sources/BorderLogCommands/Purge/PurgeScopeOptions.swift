import ArgumentParser
import BorderLogModel
import BorderLogStages

/// What `purge` deletes: exactly one of everything, the days before a date, one imported file's evidence, or the
/// signals' coordinates.
struct PurgeScopeOptions: ParsableArguments {
    @Flag(help: "Delete all evidence and snapshots.")
    var all = false

    @Option(help: "Delete evidence of the days before this one. Format: YYYY-MM-DD.")
    var before: LocalDay?

    @Option(help: "Delete the evidence of one imported file (its path as imported).")
    var source: String?

    @Flag(help: "Erase the coordinates of every signal; days, countries and zones stay.")
    var dropCoordinates = false

    func validate() throws {
        let chosen = [all, before != nil, source != nil, dropCoordinates].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("give exactly one of --all, --before DATE, --source PATH, --drop-coordinates") }
    }

    var scope: PurgeScope {
        if let before { return .before(before) }
        if let source { return .source(source) }
        return dropCoordinates ? .coordinates : .all
    }
}
