/// A day-count limit on presence in a zone: "at most 90 days in any 180", "at least 183 days in the tax year",
/// "no stay of more than six months".
///
/// A rule is data: the bundled library (`zones.json`) and the user's config file hold them. `source` cites the statute
/// or official guidance it follows and `notModelled` says what it leaves out; a rule counts days, it is never advice.
public struct Rule: Codable, Sendable, Equatable, Identifiable {
    /// Which days count toward a rule, read from the ledger.
    public enum Counting: String, Codable, Sendable, CaseIterable {
        /// A day counts if any part of it was spent in the zone (Schengen, most visa rules).
        case anyPresence
        /// A day counts only if it ended in the zone (the "midnight rule" of many tax residence tests). The UK's
        /// transit exception applies only to days marked `--exempt transit` (see `DayCounting`).
        case midnight
        /// Cyprus: the arrival day counts and the departure day does not; in and out the same day counts, out and back
        /// the same day does not.
        case arrivalNotDeparture
        /// Days away: a known day with no presence in the zone at all (home-country absence limits). Unknown days never
        /// count.
        case absence
        /// Full days away (US foreign earned income): a known day the ledger places wholly outside the zone, with no
        /// layover or flight in it, that neither began where the day before ended inside the zone nor ended where the
        /// next day begins inside it (a night flight to or from the zone spends the day partly on the way). Departure
        /// and arrival days never count; travel between two places outside the zone does. Unknown and zone-only days
        /// never count.
        case fullDayAbroad

        /// Whether the rule counts days away from the zone rather than days in it.
        public var countsAway: Bool { self == .absence || self == .fullDayAbroad }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let counting = Counting(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown counting '\(text)'; use one of \(Counting.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = counting
        }
    }

    /// A second limit over the same period: at most `maxDays` days with any presence in `zone` (New York's 548-day
    /// rule: 450 days abroad, and at most 90 of the 548 in New York). The rule is met only when both hold.
    public struct ZoneLimit: Codable, Sendable, Equatable {
        public var zone: ZoneID
        public var maxDays: Int
    }

    /// Nationals the rule does not apply to, and why (Schengen's short-stay limit and EU, EEA and Swiss nationals).
    public struct NationalsExempt: Codable, Sendable, Equatable {
        public var countries: [CountryCode]
        public var reason: String
    }

    public var id: String
    public var name: String
    public var zone: ZoneID
    public var period: Period
    public var maxDays: Int?
    public var minDays: Int?
    public var counting: Counting
    /// Warn when this many days or fewer remain before `maxDays`.
    public var warnWithin: Int?
    /// Whether an airside layover counts as a day in the zone (default no: for Schengen, changing planes without
    /// passing border control is not an entry).
    public var countTransit: Bool?
    /// Override reasons (and `permit`) whose days this rule leaves out.
    public var exemptReasons: [ExemptReason]?
    /// What the rule counts, in a sentence.
    public var summary: String?
    /// The statute or official guidance the rule follows.
    public var source: String?
    /// What the rule does not model (ties, intentions, exceptional circumstances…).
    public var notModelled: String?
    /// Whether `report rules` evaluates the rule; nil means yes. The bundled library ships most rules turned off.
    public var enabled: Bool?
    /// Nationals to whom the rule does not apply.
    public var nationalsExempt: NationalsExempt?
    /// With `absence` counting: only absences of at least this many days count (Quebec's health cover counts absences
    /// of 21 days or more). Unknown days inside an absence neither count nor end it.
    public var minAbsenceDays: Int?
    /// A second limit over the same period (see `ZoneLimit`).
    public var alsoAtMost: ZoneLimit?
    /// Another limit while the profile holds a status on the day (see `StatusLimit`).
    public var withStatus: StatusLimit?
    /// Met when any of these tests is (India's 182 days, or 60 and 365 in the four years before; Puerto Rico's three
    /// presence tests): the answer names the first test met (`testMet`) and the level is `ok` when one is, else `below`.
    public var anyOf: [RuleTest]?
    /// A further condition on the periods before the current one, which must hold beside `minDays` (South Africa's five
    /// preceding years).
    public var precedingYears: PrecedingYears?
    /// A run of consecutive days away that ends the status (South Africa's 330 days): the answer adds `nonResidentFrom`.
    public var absenceEnds: AbsenceEnds?
    /// A warning while away from a zone for months in a row (Alberta: six months outside Canada).
    public var absenceWarning: AbsenceWarning?
    /// When a resident is not ordinarily resident (India): the answer adds `residentStatus`.
    public var residentStatus: ResidentStatusRule?
    /// The level is only `breach` while the profile holds this status on the date (a permanent place of abode: Mass.
    /// Gen. Laws c.62 s.1(f), Conn. Gen. Stat. s.12-701(a)(1)(B), W. Va. Code s.11-21-7(b), ORS 316.027(1)(a)(B) make a
    /// statutory resident of one who "maintains a permanent place of abode" and spends more than the days there):
    /// without it a count over `maxDays` stays `ok`. Whether a dwelling is one is the person's to state.
    public var needsStatus: ResidenceStatus.ID?
    /// The maximum instead of `maxDays` when the period holding the date has 29 February (Italy: TUIR art. 2(2) as
    /// amended by D.Lgs. 209/2023, "la maggior parte del periodo d'imposta", read as more than half its days: 183 days,
    /// 184 in a leap year; fractions of a day count).
    public var leapYearMaxDays: Int?
    /// Bilateral visa-waiver agreements that extend a rolling limit in one member state (see `BilateralAgreements`).
    public var bilateral: BilateralAgreements?

    /// The limits that hold instead of `maxDays` and `minDays` while the profile holds `status` on the evaluation day
    /// (the UAE: 183 days in 12 months, or 90 for a resident).
    public struct StatusLimit: Codable, Sendable, Equatable {
        public var status: ResidenceStatus.ID
        public var maxDays: Int?
        public var minDays: Int?
    }

    public init(
        id: String, name: String, zone: ZoneID, period: Period, maxDays: Int? = nil, minDays: Int? = nil,
        counting: Counting = .anyPresence, warnWithin: Int? = nil, countTransit: Bool? = nil, exemptReasons: [ExemptReason]? = nil,
        summary: String? = nil, source: String? = nil, notModelled: String? = nil, enabled: Bool? = nil, nationalsExempt: NationalsExempt? = nil,
        minAbsenceDays: Int? = nil, alsoAtMost: ZoneLimit? = nil, withStatus: StatusLimit? = nil, anyOf: [RuleTest]? = nil,
        precedingYears: PrecedingYears? = nil, absenceEnds: AbsenceEnds? = nil, absenceWarning: AbsenceWarning? = nil,
        residentStatus: ResidentStatusRule? = nil, needsStatus: ResidenceStatus.ID? = nil,
        leapYearMaxDays: Int? = nil, bilateral: BilateralAgreements? = nil
    ) {
        self.id = id
        self.name = name
        self.zone = zone
        self.period = period
        self.maxDays = maxDays
        self.minDays = minDays
        self.counting = counting
        self.warnWithin = warnWithin
        self.countTransit = countTransit
        self.exemptReasons = exemptReasons
        self.summary = summary
        self.source = source
        self.notModelled = notModelled
        self.enabled = enabled
        self.nationalsExempt = nationalsExempt
        self.minAbsenceDays = minAbsenceDays
        self.alsoAtMost = alsoAtMost
        self.withStatus = withStatus
        self.anyOf = anyOf
        self.precedingYears = precedingYears
        self.absenceEnds = absenceEnds
        self.absenceWarning = absenceWarning
        self.residentStatus = residentStatus
        self.needsStatus = needsStatus
        self.leapYearMaxDays = leapYearMaxDays
        self.bilateral = bilateral
    }

    /// Whether the answer is "met or not" over tests and earlier periods rather than one count against its limits.
    public var hasTests: Bool { anyOf != nil || precedingYears != nil }

    /// The zones the rule's tests and warnings count in besides its own.
    public var otherZones: [ZoneID] {
        let zones = (anyOf ?? []).compactMap(\.zone) + (residentStatus?.notOrdinarily ?? []).compactMap(\.zone) + [absenceWarning?.zone].compactMap { $0 }
        return zones.reduce(into: []) { if !$0.contains($1) && $1 != zone { $0.append($1) } }
    }

    /// What is wrong with the rule's tests, for the rule book's error; nil when they are sound.
    public func testProblem() -> String? {
        if let anyOf, anyOf.isEmpty { return "rule '\(id)': anyOf lists at least one test" }
        let tests = (anyOf ?? []) + (residentStatus?.notOrdinarily ?? [])
        if let problem = tests.lazy.compactMap({ $0.problem(in: self.id) }).first { return problem }
        let ids = (anyOf ?? []).map(\.id)
        if Set(ids).count != ids.count { return "rule '\(id)': two tests in anyOf have the same id" }
        if let problem = precedingYears?.problem { return "rule '\(id)': \(problem)" }
        if let absenceEnds, absenceEnds.days < 1 || absenceEnds.days > 3_660 { return "rule '\(id)': absenceEnds is 1 to 3660 days" }
        if let absenceWarning, absenceWarning.months < 1 || absenceWarning.months > 120 { return "rule '\(id)': absenceWarning is 1 to 120 months" }
        if let problem = bilateral?.problem { return "rule '\(id)': \(problem)" }
        if bilateral != nil {
            guard case .rolling = period, maxDays != nil else {
                return "rule '\(id)': bilateral agreements extend a rolling maximum (Schengen's 90 days in any 180)"
            }
        }
        if residentStatus != nil, !hasTests { return "rule '\(id)': residentStatus needs anyOf or precedingYears to say who is resident" }
        if hasTests || absenceEnds != nil {
            switch period {
            case .calendarYear, .taxYear: break
            default: return "rule '\(id)': anyOf, precedingYears and absenceEnds count in calendar or tax years"
            }
            if counting.countsAway { return "rule '\(id)': anyOf, precedingYears and absenceEnds count days present, not \(counting.rawValue)" }
        }
        return nil
    }

    /// This rule with its status limits in force when one of `statuses` is `withStatus`'s and held on `day`.
    public func limits(for statuses: [ResidenceStatus], on day: LocalDay) -> Rule {
        var applied = self
        if let leap = leapYearMaxDays, period.window(endingOn: day).count >= 366 { applied.maxDays = leap }
        guard let limit = withStatus, statuses.contains(where: { $0.id == limit.status && $0.isHeld(on: day) }) else { return applied }
        applied.maxDays = limit.maxDays ?? maxDays
        applied.minDays = limit.minDays ?? minDays
        return applied
    }

    public var isEnabled: Bool { enabled ?? true }

    /// Why the rule does not apply to a national of `nationalities` (the first that is exempt), or nil when it applies.
    public func exemption(for nationalities: [CountryCode]) -> String? {
        guard let exempt = nationalsExempt, let national = nationalities.first(where: exempt.countries.contains) else { return nil }
        return "you are a national of \(national) (\(national.name)): \(exempt.reason)"
    }
}
