import BorderLogModel
import BorderLogRules
import BorderLogSettings

/// `report people`: a row a person, side by side (docs/people.md). The contract's JSON is
/// `{on, people: [{person, schengen: {used, remaining}, rules: [{rule, level, days, remaining}],
/// eligibility: [{rule, eligible, earliestEligible}], alerts}]}`; a row whose store cannot answer (no store, no ledger
/// yet, a rules file in error) adds `problem` and has null Schengen numbers and no rules.
public struct PeopleReport: Sendable, Equatable, Codable {
    public let on: LocalDay
    public let people: [Row]

    public init(on: LocalDay, people: [Row]) {
        self.on = on
        self.people = people
    }

    public struct Row: Sendable, Equatable, Codable {
        public let person: PersonName
        public let schengen: Schengen
        public let rules: [RuleRow]
        public let eligibility: [EligibilityRow]
        /// Alerts that hold and are not yet sent to every channel (`PendingAlerts`).
        public let alerts: Int
        /// Why the row has no numbers, when it has none; left out otherwise, so that an answered row has exactly
        /// the contract's fields.
        public var problem: String?

        public init(person: PersonName, schengen: Schengen, rules: [RuleRow], eligibility: [EligibilityRow], alerts: Int, problem: String? = nil) {
            self.person = person
            self.schengen = schengen
            self.rules = rules
            self.eligibility = eligibility
            self.alerts = alerts
            self.problem = problem
        }

        /// A row with no numbers, saying why.
        static func unanswered(_ person: PersonName, problem: String) -> Row {
            Row(person: person, schengen: Schengen(used: nil, remaining: nil), rules: [], eligibility: [], alerts: 0, problem: problem)
        }
    }

    /// Days used in the Schengen window and days left; both null when the person's ledger cannot say.
    public struct Schengen: Sendable, Equatable, Codable {
        @Nullable public var used: Int?
        @Nullable public var remaining: Int?

        public init(used: Int?, remaining: Int?) {
            self.used = used
            self.remaining = remaining
        }
    }

    /// A rule turned on: its level, its days and the days left before its maximum (null for a minimum).
    public struct RuleRow: Sendable, Equatable, Codable {
        public let rule: String
        public let level: RuleLevel
        public let days: Int
        @Nullable public var remaining: Int?

        public init(rule: String, level: RuleLevel, days: Int, remaining: Int?) {
            self.rule = rule
            self.level = level
            self.days = days
            self.remaining = remaining
        }
    }

    /// An eligibility rule turned on: met on `on` or not, and the earliest day it is (null when none within the
    /// horizon).
    public struct EligibilityRow: Sendable, Equatable, Codable {
        public let rule: String
        public let eligible: Bool
        @Nullable public var earliestEligible: LocalDay?

        public init(rule: String, eligible: Bool, earliestEligible: LocalDay?) {
            self.rule = rule
            self.eligible = eligible
            self.earliestEligible = earliestEligible
        }
    }
}
