import ArgumentParser
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

    @OptionGroup var what: PurgeScopeOptions

    public init() {}

    public mutating func run() throws {
        let locked = try global.openForWriting(.purge)
        let counts = try Stages.purge(what.scope, in: locked.store)
        if counts.coordinatesErased > 0 || what.scope == .coordinates {
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
