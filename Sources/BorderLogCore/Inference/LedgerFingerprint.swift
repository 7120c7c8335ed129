import Foundation

extension LedgerBuilder {
    /// A digest of everything that determines the ledger: inputs, range, rules and policy.
    /// Equal fingerprints mean an identical ledger, so an unchanged store writes no new snapshot.
    public func fingerprint(stays: [Stay], overrides: [DayOverride], range: DayRange?) -> String {
        var hasher = Fingerprint()
        hasher.combine("ledger-v0")
        hasher.combine(range?.description ?? "empty")
        for stay in stays.sorted(by: { ($0.entry, $0.country, $0.exit ?? $0.entry) < ($1.entry, $1.country, $1.exit ?? $1.entry) }) {
            hasher.combine("stay \(stay.country) \(stay.entry) \(stay.exit?.description ?? "open")")
        }
        for override in overrides.sorted(by: { $0.date < $1.date }) {
            hasher.combine("override \(override.date) \(override.countries.map(\.rawValue).joined(separator: ","))")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        ((try? encoder.encode(rules)) ?? Data()).withUnsafeBytes { hasher.combine($0) }
        hasher.combine("\(policy)")
        return hasher.hex
    }
}
