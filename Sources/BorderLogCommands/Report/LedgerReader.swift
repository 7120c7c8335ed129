import ArgumentParser
import BorderLogCore
import BorderLogStore

/// Loads what reports read: the latest ledger and the rules, warning on stderr when the ledger is stale.
struct LedgerReader {
    let ledger: Ledger
    let rules: RuleBook

    init(_ global: GlobalOptions) throws {
        rules = try global.ruleBook()
        let (ledger, snapshot, stale) = try global.openForReading().currentLedger()
        if stale {
            Console.err("warning: evidence changed after snapshot #\(snapshot.id ?? 0) was computed; run `borderlog infer` for current answers")
        }
        self.ledger = ledger
    }

    /// The zone and its rolling limit, or a usage error listing the zones that have one.
    func rollingLimit(for zoneID: String) throws -> (Zone, RollingLimit) {
        guard let zone = rules.zone(zoneID), let rule = rules.rollingLimit(for: zoneID), let limit = RollingLimit(rule) else {
            let known = rules.zones.filter { rules.rollingLimit(for: $0.id) != nil }.map(\.id)
            throw ValidationError("zone '\(zoneID)' has no rolling-window limit; zones with one: \(known.joined(separator: ", "))")
        }
        return (zone, limit)
    }
}
