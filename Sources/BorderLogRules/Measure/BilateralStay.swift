import BorderLogInference
import BorderLogModel

/// The days over a rolling limit that a member state's bilateral visa-waiver agreement covers (docs/rules.md,
/// `schengen-bilateral`): `state`, and how many of the window's days over the limit count against its own limit.
public struct BilateralDays: Sendable, Equatable, Codable {
    public let state: CountryCode
    public let days: Int

    public init(state: CountryCode, days: Int) {
        self.state = state
        self.days = days
    }
}

/// How the days over a rolling limit in the window ending on a day divide between an agreement state and a breach.
public struct BilateralStay: Sendable, Equatable {
    /// The days counted against the agreement state's own limit; nil when none are.
    public let covered: BilateralDays?
    /// Days over the limit the agreement does not cover: spent (even partly) in another member state, zone-only, or
    /// beyond the agreement's own days.
    public let uncovered: Int

    /// Reading (docs/rules.md): a day over the limit is a zone day of the window ending on `day` whose own window
    /// already holds more than the limit; the first such day names the state (its only member state that day, when it
    /// has an agreement for one of `nationalities`), and every later one must be spent in that state alone, up to the
    /// agreement's days. A day over the limit in another member state, or partly in one, is a breach.
    public init(rule: Rule, zone: Zone, ledger: Ledger, counted: ZoneDays, on day: LocalDay, nationalities: [CountryCode]) {
        guard let agreements = rule.bilateral, let limit = RollingLimit(rule), agreements.covers(nationalities) else {
            self.init(covered: nil, uncovered: 0)
            return
        }
        let byDate = Dictionary(ledger.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let over = counted.days(in: limit.window(on: day)).filter { counted.count(in: limit.window(on: $0)) > limit.maxDays }
        var state: CountryCode?
        var agreement: BilateralAgreement?
        var covered = 0, uncovered = 0
        for date in over {
            let members = Set((byDate[date]?.countries ?? []).filter { zone.contains($0, on: date) })
            if state == nil, members.count == 1, let only = members.first, let found = agreements.agreement(in: only, for: nationalities) {
                state = only
                agreement = found
            }
            if let state, let agreement, members == [state], covered < agreement.days {
                covered += 1
            } else {
                uncovered += 1
            }
        }
        self.init(covered: state.map { BilateralDays(state: $0, days: covered) }, uncovered: uncovered)
    }

    init(covered: BilateralDays?, uncovered: Int) {
        self.covered = covered
        self.uncovered = uncovered
    }
}
