import BorderLogInference
import BorderLogModel

/// What `alerts check` derives its events from: the answers the reports already give (`report rules`, `report
/// eligibility`), the ledger, the rules and saved plans they came from (for `report forecast --with-plans` and the
/// days Schengen gives back), what each device sent lately, and what earlier checks told the person.
public struct AlertInputs: Sendable {
    public var on: LocalDay
    /// `report rules` on `on`.
    public var statuses: [RuleStatus]
    /// `report eligibility` of every eligibility rule turned on, on `on`.
    public var eligibility: [EligibilityReport]
    public var ledger: Ledger
    public var rules: RuleBook
    public var profile: Profile
    public var plans: [Plan]
    public var devices: [DeviceActivity]
    /// Each eligibility rule's `earliestEligible` as last told (the start of a move), by rule id.
    public var toldEarliest: [String: LocalDay]
    /// The `remaining` thresholds of `alerts.json`.
    public var thresholds: [Int]

    public init(
        on: LocalDay, statuses: [RuleStatus], eligibility: [EligibilityReport], ledger: Ledger, rules: RuleBook, profile: Profile,
        plans: [Plan], devices: [DeviceActivity] = [], toldEarliest: [String: LocalDay] = [:], thresholds: [Int] = AlertSettings.defaultRemaining
    ) {
        self.on = on
        self.statuses = statuses
        self.eligibility = eligibility
        self.ledger = ledger
        self.rules = rules
        self.profile = profile
        self.plans = plans
        self.devices = devices
        self.toldEarliest = toldEarliest
        self.thresholds = thresholds
    }
}
