/// Member states' bilateral visa-waiver agreements that let a third country's nationals stay on in that state after the
/// Schengen 90/180 limit is reached (Convention implementing the Schengen Agreement, art. 20(2); the Commission's list
/// in OJ C 130 of 8 April 2019 and its updates). Data, with its source: a rule's `bilateral`.
public struct BilateralAgreements: Codable, Sendable, Equatable {
    public var agreements: [BilateralAgreement]
    /// Where the list comes from.
    public var source: String

    public init(agreements: [BilateralAgreement], source: String) {
        self.agreements = agreements
        self.source = source
    }

    /// The agreement of `state` for a national of one of `nationalities`, if there is one.
    public func agreement(in state: CountryCode, for nationalities: [CountryCode]) -> BilateralAgreement? {
        agreements.first { $0.state == state && !Set($0.nationals).isDisjoint(with: nationalities) }
    }

    /// Whether any agreement is for a national of one of `nationalities`.
    public func covers(_ nationalities: [CountryCode]) -> Bool {
        agreements.contains { !Set($0.nationals).isDisjoint(with: nationalities) }
    }

    var problem: String? {
        if agreements.isEmpty { return "bilateral lists at least one agreement" }
        if let bad = agreements.first(where: { $0.nationals.isEmpty || $0.days < 1 || $0.days > 366 }) {
            return "the bilateral agreement of \(bad.state) needs nationals and 1 to 366 days"
        }
        return nil
    }
}

/// One member state's agreement: its nationals may spend `days` more days in `state` once the 90/180 limit is reached,
/// as long as every one of them is spent there.
public struct BilateralAgreement: Codable, Sendable, Equatable {
    public var state: CountryCode
    public var nationals: [CountryCode]
    public var days: Int
    public var note: String?

    public init(state: CountryCode, nationals: [CountryCode], days: Int, note: String? = nil) {
        self.state = state
        self.nationals = nationals
        self.days = days
        self.note = note
    }
}
