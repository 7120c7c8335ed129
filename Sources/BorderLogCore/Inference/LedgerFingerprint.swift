import Foundation

extension LedgerBuilder {
    /// A digest of everything that determines the ledger: inputs, range, rules and policy.
    /// Equal fingerprints mean an identical ledger, so an unchanged store writes no new snapshot.
    public func fingerprint(stays: [Stay], overrides: [DayOverride], points: [EvidencePoint] = [], range: DayRange?) -> String {
        var hasher = Fingerprint()
        // v2: override and stay days keep repeated countries in visiting order.
        // v3: samples in flight and overnight connections count for no country.
        hasher.combine("ledger-v3")
        hasher.combine(range?.description ?? "empty")
        for stay in stays.sorted(by: { ($0.entry, $0.country, $0.exit ?? $0.entry, $0.permit ? 1 : 0) < ($1.entry, $1.country, $1.exit ?? $1.entry, $1.permit ? 1 : 0) }) {
            hasher.combine("stay \(stay.country) \(stay.entry) \(stay.exit?.description ?? "open")" + (stay.permit ? " permit" : ""))
        }
        for override in overrides.sorted(by: { $0.date < $1.date }) {
            let exempt = override.exempt.isEmpty ? "" : " exempt " + override.exempt.map(\.rawValue).joined(separator: ",")
            hasher.combine("override \(override.date) \(override.countries.map(\.rawValue).joined(separator: ","))" + exempt)
        }
        for point in points {
            // Fixed-width integers, field by field: no allocation per point, no undefined padding bytes.
            let code = point.country.rawValue.utf8
            let packed = Int64(SignalKind.allCases.firstIndex(of: point.kind)!) | (point.nearBorder ? 1 << 8 : 0)
                | Int64(code.first ?? 0) << 16 | Int64(code.last ?? 0) << 24
            for value in [Int64(point.day.ordinal), Int64(point.secondsOfDay ?? -1), Int64(bitPattern: (point.accuracy ?? -1).bitPattern), packed] {
                withUnsafeBytes(of: value) { hasher.combine($0) }
            }
            if let leg = point.flight { hasher.combine("\(leg.role) \(leg.airport)") }
            if point.altitude != nil || point.speed != nil {
                for value in [point.altitude ?? -1, point.speed ?? -1] { withUnsafeBytes(of: value.bitPattern) { hasher.combine($0) } }
            }
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
