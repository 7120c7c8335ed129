import BorderLogInference
import BorderLogModel

/// Where someone stands under a zone's rolling limit on one day (`report schengen`).
///
/// Fields beyond the core ones (docs/reports.md, "JSON output"): `applies` (false for a national the rule exempts: an
/// EU, EEA or Swiss national in the Schengen Area) and `reason` (why not, else null); the days are still counted, but
/// no limit holds them.
public struct SchengenReport: Sendable, Equatable, Codable {
    public let zone: ZoneID
    public let zoneName: String
    public let on: LocalDay
    public let used: Int
    public let remaining: Int
    public private(set) var overstayDays: Int
    public let windowStart: LocalDay
    public let windowEnd: LocalDay
    public let limit: Int
    /// Days in the window the ledger cannot place; any of them could be zone days.
    public let unknownDays: Int
    /// Whether the limit applies to the person (see `Rule.exemption(for:)`).
    public let applies: Bool
    @Nullable public var reason: String?
    /// With `schengen-bilateral` on and a nationality it lists: the agreement state and the days over the limit counted
    /// against its own limit (left out when there are none). Those days are not in `overstayDays`.
    public private(set) var bilateral: BilateralDays?
    /// The last official check on or before `on` (`crossings checkpoint`), beside the ledger's count; left out when
    /// there is none.
    public var checkpoint: CheckpointComparison?

    /// The status on `day`. With the zone's `rule`, days it leaves out (those covered by a residence permit, say) do
    /// not count, and a national it exempts (of one of `nationalities`) has no limit; without it every zone day counts.
    /// With `bilateral` (the `schengen-bilateral` rule, when on), days over the limit spent in one agreement state count
    /// against that state's own limit instead.
    public init(
        zone: Zone, limit: RollingLimit, ledger: Ledger, on day: LocalDay, rule: Rule? = nil, nationalities: [CountryCode] = [], bilateral: Rule? = nil
    ) {
        let counted = rule.map { ledger.countedDays(for: $0, zone: zone) } ?? ledger.zoneDays(zone)
        let status = limit.status(of: counted, on: day)
        let window = limit.window(on: day)
        self.zone = zone.id
        zoneName = zone.name
        on = day
        used = status.used
        remaining = status.remaining
        overstayDays = status.overstayDays
        windowStart = status.windowStart
        windowEnd = day
        self.limit = limit.maxDays
        let covered = ledger.days.filter { window.contains($0.date) }
        unknownDays = covered.filter { $0.isUnknown && !$0.isZoneOnly }.count + (window.count - covered.count)
        let exemption = rule?.exemption(for: nationalities)
        applies = exemption == nil
        reason = exemption
        if let bilateral, exemption == nil {
            let stay = BilateralStay(rule: bilateral, zone: zone, ledger: ledger, counted: counted, on: day, nationalities: nationalities)
            if let covered = stay.covered, covered.days > 0 {
                self.bilateral = covered
                overstayDays = max(0, overstayDays - covered.days)
            }
        }
    }

    public var text: String {
        if let reason {
            return "\(zoneName) on \(on): no short-stay limit applies: \(reason) (\(used) zone days in \(windowStart)…\(windowEnd), not limited)."
        }
        var lines = ["\(zoneName) on \(on): \(used) of \(limit) days used in \(windowStart)…\(windowEnd); \(remaining) remaining."]
        if let bilateral {
            lines.append(
                "\(bilateral.days) day\(bilateral.days == 1 ? "" : "s") over the limit, all in \(bilateral.state) (\(bilateral.state.name)), count against its "
                    + "bilateral visa-waiver agreement; a day in another Schengen state now is an overstay.")
        }
        if overstayDays > 0 { lines.append("OVERSTAY: \(overstayDays) day\(overstayDays == 1 ? "" : "s") over the limit.") }
        if let checkpoint { lines.append(checkpoint.text) }
        if unknownDays > 0 {
            lines.append("Note: \(unknownDays) day\(unknownDays == 1 ? "" : "s") in the window have no evidence and are not counted.")
        }
        return lines.joined(separator: "\n")
    }
}
