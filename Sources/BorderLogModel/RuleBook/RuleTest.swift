/// One way a rule can be met, as data (docs/rules.md, "Tests, preceding years and absences"): days in the current
/// period (`minDays`, `maxDays`, in the rule's zone or `zone`), counts over the periods before it (`precedingYears`),
/// the rule's own answer in earlier periods (`residentYears`) and one stay across calendar years (`spanningStay`).
/// Every condition a test holds must hold for it to be met; a rule's `anyOf` is met when any of its tests is.
public struct RuleTest: Codable, Sendable, Equatable {
    /// Names the test in the answer (`testMet`): `182-days`, `presence-183`…
    public var id: String
    /// What the test asks, in a sentence.
    public var description: String?
    /// Counts in another zone than the rule's (Puerto Rico's "no more than 90 days in the United States").
    public var zone: ZoneID?
    /// At least this many days in the current period through the date.
    public var minDays: Int?
    /// At most this many days in the current period through the date.
    public var maxDays: Int?
    /// Limits that hold instead while the profile holds a status (India's 120 days for a visiting citizen with income
    /// over 15 lakh).
    public var withStatus: Rule.StatusLimit?
    /// The test is off while the profile holds this status (India's 60-day route for a citizen leaving for employment).
    public var offWithStatus: ResidenceStatus.ID?
    public var precedingYears: PrecedingYears?
    public var residentYears: ResidentYears?
    public var spanningStay: SpanningStay?

    public init(
        id: String, description: String? = nil, zone: ZoneID? = nil, minDays: Int? = nil, maxDays: Int? = nil, withStatus: Rule.StatusLimit? = nil,
        offWithStatus: ResidenceStatus.ID? = nil, precedingYears: PrecedingYears? = nil, residentYears: ResidentYears? = nil,
        spanningStay: SpanningStay? = nil
    ) {
        self.id = id
        self.description = description
        self.zone = zone
        self.minDays = minDays
        self.maxDays = maxDays
        self.withStatus = withStatus
        self.offWithStatus = offWithStatus
        self.precedingYears = precedingYears
        self.residentYears = residentYears
        self.spanningStay = spanningStay
    }

    /// What is wrong with the test, for the rule book's error; nil when it is sound.
    public func problem(in rule: String) -> String? {
        let conditions = [minDays != nil, maxDays != nil, precedingYears != nil, residentYears != nil, spanningStay != nil]
        if id.isEmpty { return "rule '\(rule)': a test needs an id" }
        if !conditions.contains(true) {
            return "rule '\(rule)': test '\(id)' needs minDays, maxDays, precedingYears, residentYears or spanningStay"
        }
        if (minDays ?? 0) < 0 || (maxDays ?? 0) < 0 { return "rule '\(rule)': test '\(id)' has a negative minDays or maxDays" }
        if withStatus != nil, minDays == nil, maxDays == nil {
            return "rule '\(rule)': test '\(id)' has withStatus but no minDays or maxDays for it to replace"
        }
        return precedingYears?.problem.map { "rule '\(rule)': test '\(id)': \($0)" }
            ?? residentYears?.problem.map { "rule '\(rule)': test '\(id)': \($0)" }
            ?? spanningStay?.problem.map { "rule '\(rule)': test '\(id)': \($0)" }
    }
}

/// A count over the `periods` periods (years or tax years) before the current one, or ending with it when
/// `includesCurrent`: in all (`atLeast`, `atMost`) and in each (`eachAtLeast`). India's 365 days in the 4 preceding
/// years; South Africa's more than 91 days in each of the 5 preceding and more than 915 in all; Puerto Rico's 549
/// days over the year and the two before with 60 in each.
public struct PrecedingYears: Codable, Sendable, Equatable {
    public var periods: Int
    public var includesCurrent: Bool?
    public var atLeast: Int?
    public var atMost: Int?
    public var eachAtLeast: Int?

    public init(periods: Int, includesCurrent: Bool? = nil, atLeast: Int? = nil, atMost: Int? = nil, eachAtLeast: Int? = nil) {
        self.periods = periods
        self.includesCurrent = includesCurrent
        self.atLeast = atLeast
        self.atMost = atMost
        self.eachAtLeast = eachAtLeast
    }

    var problem: String? {
        guard periods >= 1, periods <= 20 else { return "precedingYears counts 1 to 20 periods, not \(periods)" }
        guard atLeast != nil || atMost != nil || eachAtLeast != nil else { return "precedingYears needs atLeast, atMost or eachAtLeast" }
        guard [atLeast, atMost, eachAtLeast].allSatisfy({ ($0 ?? 0) >= 0 }) else { return "precedingYears' day counts may not be negative" }
        return nil
    }
}

/// The rule's own answer in `atLeast` of the `periods` periods before the current one (India: non-resident in 9 of
/// the 10 preceding years).
public struct ResidentYears: Codable, Sendable, Equatable {
    /// Which answer is counted.
    public enum Answer: String, Codable, Sendable, CaseIterable {
        case resident, nonResident
    }

    public var periods: Int
    public var atLeast: Int
    public var answer: Answer

    public init(periods: Int, atLeast: Int, answer: Answer) {
        self.periods = periods
        self.atLeast = atLeast
        self.answer = answer
    }

    var problem: String? {
        guard periods >= 1, periods <= 20, atLeast >= 1, atLeast <= periods else {
            return "residentYears counts 1 to 20 periods and atLeast 1 to periods, not \(atLeast) of \(periods)"
        }
        return nil
    }
}

/// One continuous stay in the zone reaching into `years` consecutive calendar years (or more), of at least `minDays`
/// days, counts for each year it reaches (Singapore: a stay of 183 days across New Year; three consecutive years of
/// presence: IRAS, "Tax residency rules", the two-year and three-year administrative concessions). Zone days at most
/// `maxGap` days apart form one stay, as `longestStay` joins them: IRAS says "continuous" and names no number of days
/// away, so the bundled 14 (and 30 for three years, which allows home leave) are readings (docs/rules.md, `sg-tax`).
public struct SpanningStay: Codable, Sendable, Equatable {
    public var minDays: Int?
    public var years: Int?
    public var maxGap: Int?

    public init(minDays: Int? = nil, years: Int? = nil, maxGap: Int? = nil) {
        self.minDays = minDays
        self.years = years
        self.maxGap = maxGap
    }

    /// The calendar years the stay must reach into: 2 unless said.
    public var yearsSpanned: Int { years ?? 2 }

    var problem: String? {
        guard yearsSpanned >= 2, yearsSpanned <= 10 else { return "spanningStay reaches into 2 to 10 years, not \(yearsSpanned)" }
        guard (minDays ?? 0) >= 0, (maxGap ?? 0) >= 0, (maxGap ?? 0) <= 366 else { return "spanningStay's minDays and maxGap (0 to 366) may not be negative" }
        return nil
    }
}

/// A run of at least `days` consecutive known days wholly outside the zone ends the status from the run's first day
/// (South Africa: Income Tax Act 58 of 1962, s.1(1) "resident", proviso to paragraph (b): "continuous period of at least
/// 330 full days", non-resident "from the day on which that person so ceased to be physically present"). Reading: the
/// day of leaving holds presence, so the first full day outside, the day after, is the first of the run and the date
/// given; an unknown day ends a run (it is no day shown outside). The answer gains `nonResidentFrom`.
public struct AbsenceEnds: Codable, Sendable, Equatable {
    public var days: Int

    public init(days: Int) { self.days = days }
}

/// A warning while the person has been away from `zone` for `months` calendar months in a row or more (Alberta's
/// health cover and six months outside Canada: Alberta Health Care Insurance Regulation, temporary absences).
/// Reading: an absence that began on 1 September has lasted six calendar months on 28 February, its last day.
public struct AbsenceWarning: Codable, Sendable, Equatable {
    public var zone: ZoneID
    public var months: Int

    public init(zone: ZoneID, months: Int) {
        self.zone = zone
        self.months = months
    }
}

/// India's three answers (Income-tax Act 1961 s.6(6); Income-tax Act 2025 s.6): resident and ordinarily resident,
/// resident but not ordinarily resident, non-resident. The rule's `residentStatus` says when a resident is not
/// ordinarily so.
public struct ResidentStatusRule: Codable, Sendable, Equatable {
    /// A resident is not ordinarily resident when any of these tests is met.
    public var notOrdinarily: [RuleTest]

    public init(notOrdinarily: [RuleTest]) { self.notOrdinarily = notOrdinarily }
}

/// The answer `residentStatus` gives.
public enum ResidentStatus: String, Codable, Sendable, CaseIterable {
    /// Resident and ordinarily resident.
    case ROR
    /// Resident but not ordinarily resident.
    case RNOR
    /// Non-resident.
    case NR
}

extension Rule {
    /// The rule's tests, earlier periods and absences in sentences, for the PDF's method page and `rules list`;
    /// `zoneName` names a zone (the rule book's `name(of:)`).
    public func testsText(zoneName: (ZoneID) -> String = \.rawValue) -> [String] {
        var lines: [String] = []
        if let anyOf {
            lines.append("Met when any of these holds: " + anyOf.map { "\($0.id) (\($0.description ?? $0.id))" }.joined(separator: "; ") + ".")
        }
        if let preceding = precedingYears { lines.append("And in the \(preceding.periods) periods before: \(preceding.text).") }
        if let residentStatus {
            lines.append(
                "Resident but not ordinarily resident (RNOR) when any of: "
                    + residentStatus.notOrdinarily.map { $0.description ?? $0.id }.joined(separator: "; ") + "; else ROR; NR when not met.")
        }
        if let absenceEnds { lines.append("Residence ends after \(absenceEnds.days) consecutive full days outside, from the first of them.") }
        if let absenceWarning { lines.append("A warning after \(absenceWarning.months) months in a row outside \(zoneName(absenceWarning.zone)).") }
        if let needsStatus { lines.append("A breach only with the \(needsStatus.rawValue) status held on the date.") }
        if let leapYearMaxDays { lines.append("In a period holding 29 February the maximum is \(leapYearMaxDays).") }
        if let bilateral {
            lines.append(
                "Bilateral agreements: " + bilateral.agreements.map { "\($0.state) for \($0.nationals.map(\.rawValue).joined(separator: ", ")) (\($0.days) days)" }
                    .joined(separator: "; ") + ". Source: \(bilateral.source)")
        }
        return lines
    }
}

extension PrecedingYears {
    /// "at least 365 in all", "more than 91 in each and at least 916 in all".
    public var text: String {
        [eachAtLeast.map { "at least \($0) days in each" }, atLeast.map { "at least \($0) days in all" }, atMost.map { "at most \($0) days in all" }]
            .compactMap { $0 }.joined(separator: " and ") + (includesCurrent == true ? " (the current period included)" : "")
    }
}
