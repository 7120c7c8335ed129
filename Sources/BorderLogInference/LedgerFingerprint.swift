import BorderLogModel
import Foundation

extension LedgerBuilder {
    /// A digest of everything that determines the ledger: inputs, range, rules and policy.
    /// Equal fingerprints mean an identical ledger, so an unchanged store writes no new snapshot.
    public func fingerprint(
        stays: [Stay], overrides: [DayOverride], crossings: [Crossing] = [], confirmations: [DayConfirmation] = [], points: [EvidencePoint] = [],
        range: DayRange?
    ) -> String {
        fingerprint(stays: stays, overrides: overrides, crossings: crossings, confirmations: confirmations, observations: collect(points), range: range)
    }

    /// The fingerprint over the reduced observations (of the days in `range`: the ledger reads no others). A ledger is a
    /// function of its observations, so this holds however they were obtained: all signals read afresh or most days
    /// kept from the last `infer`.
    public func fingerprint(
        stays: [Stay], overrides: [DayOverride], crossings: [Crossing] = [], confirmations: [DayConfirmation] = [], observations: Observations,
        range: DayRange?
    ) -> String {
        var hasher = Fingerprint()
        // v2: override and stay days keep repeated countries in visiting order.
        // v3: samples in flight and overnight connections count for no country.
        // v4: over each day's reduced observations instead of every point.
        // v5: connections with evidence at the hub, and samples over a third country during a flight, are transit.
        hasher.combine("ledger-v5")
        hasher.combine(range?.description ?? "empty")
        // A stay assigned in review adds its origin (and its note, which its days' reason quotes); other stays hash as before.
        for stay in stays.sorted(by: { ($0.entry, $0.country, $0.exit ?? $0.entry, $0.permit ? 1 : 0, $0.origin.rawValue) < ($1.entry, $1.country, $1.exit ?? $1.entry, $1.permit ? 1 : 0, $1.origin.rawValue) }) {
            hasher.combine("stay \(stay.country) \(stay.entry) \(stay.exit?.description ?? "open")" + (stay.permit ? " permit" : "")
                + (stay.origin == .review ? " review \(stay.note ?? "")" : ""))
        }
        for override in overrides.sorted(by: { $0.date < $1.date }) {
            let exempt = override.exempt.isEmpty ? "" : " exempt " + override.exempt.map(\.rawValue).joined(separator: ",")
            hasher.combine("override \(override.date) \(override.countries.map(\.rawValue).joined(separator: ","))" + exempt)
        }
        for crossing in crossings.map(\.identity).sorted() { hasher.combine("crossing \(crossing)") }
        for confirmation in confirmations.sorted(by: { $0.date < $1.date }) {
            hasher.combine("confirmed \(confirmation.date) \(confirmation.countries.map(\.rawValue).joined(separator: ",")) on \(confirmation.confirmedOn)")
        }
        for (day, observation) in observations.nonEmpty where range?.contains(day) == true {
            withUnsafeBytes(of: Int64(day.ordinal)) { hasher.combine($0) }
            observation.combine(into: &hasher)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        ((try? encoder.encode(rules)) ?? Data()).withUnsafeBytes { hasher.combine($0) }
        hasher.combine("\(policy)")
        return hasher.hex
    }

    /// A digest of what decides the ledger besides the evidence: rules, policy and the last day asked for.
    public func parametersFingerprint(lastDay: LocalDay) -> String {
        var hasher = Fingerprint()
        hasher.combine("parameters-v2 \(lastDay) \(policy)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        ((try? encoder.encode(rules)) ?? Data()).withUnsafeBytes { hasher.combine($0) }
        return hasher.hex
    }
}
