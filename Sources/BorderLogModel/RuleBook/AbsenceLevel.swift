/// One level an absence can reach under an `absenceRuns` rule: `{"level": "soft", "over": {"days": 180}}`,
/// `{"level": "hard", "atLeast": {"days": 365}, "withStatus": {"status": "us-reentry-permit", "atLeast": {"days": 730}}}`.
///
/// An absence is a run of consecutive days away (an unknown day ends it, as it is no day away); it reaches a level when
/// it lasts at least `atLeast`, or longer than `over`. Months are calendar months from the absence's first day.
public struct AbsenceLevel: Codable, Sendable, Equatable {
    /// The length that holds instead while a status is held on the absence's first day.
    public struct StatusLength: Codable, Sendable, Equatable {
        public var status: ResidenceStatus.ID
        public var atLeast: DayLength?
        public var over: DayLength?
    }

    public var level: RuleLevel
    public var atLeast: DayLength?
    public var over: DayLength?
    public var withStatus: StatusLength?

    public init(level: RuleLevel, atLeast: DayLength? = nil, over: DayLength? = nil, withStatus: StatusLength? = nil) {
        self.level = level
        self.atLeast = atLeast
        self.over = over
        self.withStatus = withStatus
    }

    private enum CodingKeys: String, CodingKey { case level, atLeast, over, withStatus }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        level = try container.decode(RuleLevel.self, forKey: .level)
        atLeast = try container.decodeIfPresent(DayLength.self, forKey: .atLeast)
        over = try container.decodeIfPresent(DayLength.self, forKey: .over)
        withStatus = try container.decodeIfPresent(StatusLength.self, forKey: .withStatus)
        guard (atLeast == nil) != (over == nil), [.warning, .soft, .presumption, .breach, .hard].contains(level) else {
            throw DecodingError.dataCorruptedError(
                forKey: .level, in: container,
                debugDescription: "an absence level is warning, soft, presumption, breach or hard, with one of atLeast or over (a length in days or months)")
        }
    }

    /// Whether `run` (an absence's first through last day away, `days` of them) reaches this level, given the
    /// statuses the person holds.
    public func isReached(by run: DayRange, statuses: [ResidenceStatus]) -> Bool {
        var atLeast = atLeast, over = over
        if let other = withStatus, statuses.contains(where: { $0.id == other.status && $0.isHeld(on: run.first) }) {
            (atLeast, over) = (other.atLeast, other.over)
        }
        if let atLeast { return run.count >= atLeast.days(from: run.first) }
        if let over { return run.count > over.days(from: run.first) }
        return false
    }

    /// "soft over 180 days", "hard from 365 days (730 days with us-reentry-permit)".
    public var text: String {
        let length = atLeast.map { "from \($0.text)" } ?? over.map { "over \($0.text)" } ?? ""
        let status = withStatus.map { other in
            " (" + (other.atLeast.map { "from \($0.text)" } ?? other.over.map { "over \($0.text)" } ?? "") + " with \(other.status.rawValue))"
        } ?? ""
        return "\(level.rawValue) \(length)\(status)"
    }
}
