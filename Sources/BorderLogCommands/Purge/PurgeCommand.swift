import ArgumentParser
import BorderLogModel
import BorderLogStages

/// `borderlog purge`: delete evidence, or erase its coordinates, for good.
public struct PurgeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "purge",
        abstract: "Delete evidence from the store, or erase its coordinates, so the bytes are gone from the file.",
        discussion: """
            --all deletes every source, signal, stay, override and snapshot. --before DATE deletes signals, overrides \
            and ledger days before DATE, stays that ended before it, and shortens a stay that spans it. --source PATH \
            deletes one imported file's evidence (importing the file again brings it back). --drop-coordinates keeps \
            each signal's day, time, country and zone and erases its latitude and longitude. The store file is then \
            rebuilt and its log emptied. Nothing is recomputed: run `borderlog infer` afterwards.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Delete all evidence and snapshots.")
    var all = false

    @Option(help: "Delete evidence of the days before this one. Format: YYYY-MM-DD.")
    var before: LocalDay?

    @Option(help: "Delete the evidence of one imported file (its path as imported).")
    var source: String?

    @Flag(help: "Erase the coordinates of every signal; days, countries and zones stay.")
    var dropCoordinates = false

    public init() {}

    public func validate() throws {
        let chosen = [all, before != nil, source != nil, dropCoordinates].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("give exactly one of --all, --before DATE, --source PATH, --drop-coordinates") }
    }

    var scope: PurgeScope {
        if let before { return .before(before) }
        if let source { return .source(source) }
        return dropCoordinates ? .coordinates : .all
    }

    public mutating func run() throws {
        let locked = try global.openForWriting(.purge)
        let counts = try Stages.purge(scope, in: locked.store)
        if counts.coordinatesErased > 0 || scope == .coordinates {
            Console.err("purge: coordinates erased from \(counts.coordinatesErased) signals; run `borderlog infer` to refresh the ledger")
            return
        }
        var parts = ["\(counts.signals) signals", "\(counts.sources) sources", "\(counts.stays) stays", "\(counts.overrides) overrides"]
        if counts.crossings > 0 { parts.append("\(counts.crossings) crossings") }
        if counts.staysShortened > 0 { parts.append("\(counts.staysShortened) stays shortened") }
        if counts.snapshots > 0 { parts.append("\(counts.snapshots) snapshots") }
        if counts.ledgerDays > 0 { parts.append("\(counts.ledgerDays) ledger days") }
        Console.err("purge: deleted \(parts.joined(separator: ", ")); run `borderlog infer` to refresh the ledger")
    }
}
