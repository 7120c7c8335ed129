import BorderLogCore
import BorderLogStore

/// What `review assign` states: the person was in `country` every day from `from` through `to`.
public struct ReviewAssignment: Sendable, Equatable {
    public var from: LocalDay
    public var to: LocalDay
    public var country: CountryCode
    /// The state or province, when the person named one (docs/regions.md); of `country`.
    public var region: RegionCode?
    public var note: String?

    public init(from: LocalDay, to: LocalDay, country: CountryCode, note: String? = nil, region: RegionCode? = nil) {
        self.from = from
        self.to = to
        self.country = country
        self.region = region
        self.note = note
    }
}

/// What a review write did, with the ledger recomputed after it.
public struct ReviewOutcome: Sendable {
    /// The stay of origin `review` an assignment stored.
    public let stay: StayRecord?
    /// The readings a confirmation recorded, one per day.
    public let confirmations: [DayConfirmation]
    public let update: LedgerUpdate
    /// What still needs a look afterwards.
    public let review: ReviewList
}

extension LedgerView {
    /// `review`: the runs of days that need a person, possible transit days as the rules turned on list them, after the
    /// periods before the ledger those rules read on `day` with no evidence at all.
    public func reviewList(on day: LocalDay = .today()) -> ReviewList {
        let uncovered = ledger.days.first.map { rules.uncoveredPeriods(before: $0.date, on: day) } ?? []
        return ReviewList(ledger: ledger, possibleTransitDays: rules.possibleTransitDays(in: ledger), uncovered: uncovered)
    }
}

extension Stages {
    /// `review assign`: keeps the person's country for a run of days as a stay of origin `review`, then recomputes the
    /// ledger. Refused, with nothing changed, when the range runs backwards, leaves the ledger, or holds a day fixed by
    /// an override (an override wins over an assignment).
    public static func assignReview(_ assignment: ReviewAssignment, recompute: InferOptions, in store: Store, context: StageContext) throws -> ReviewOutcome {
        _ = try infer(recompute, in: store, context: context)
        let arguments = [assignment.from.description, assignment.to.description, assignment.region?.rawValue ?? assignment.country.rawValue]
        let record = try store.recordRun(stage: .reviewAssign, arguments: arguments) {
            let range = try ledgerRange(from: assignment.from, to: assignment.to, in: store)
            let overridden = try store.overrides().filter { range.contains($0.date) }
            guard overridden.isEmpty else { throw ReviewError.overridden(overridden) }
            let stay = Stay(
                country: assignment.country, entry: range.first, exit: range.last, note: assignment.note, origin: .review, region: assignment.region)
            return (try store.assignReview(stay), Store.RunCounts(seen: range.count, added: range.count), nil)
        }
        return try recomputed(stay: record, confirmations: [], recompute: recompute, in: store, context: context)
    }

    /// `review confirm`: records that the person checked the ledger's reading of each day from `from` through `to`
    /// (the current reading: the ledger is recomputed first), then recomputes the ledger, whose days then carry the
    /// flag `confirmed`. Refused, with nothing changed, when the range runs backwards or leaves the ledger.
    public static func confirmReview(from: LocalDay, to: LocalDay, recompute: InferOptions, in store: Store, context: StageContext) throws -> ReviewOutcome {
        _ = try infer(recompute, in: store, context: context)
        let confirmations = try store.recordRun(stage: .reviewConfirm, arguments: [from.description, to.description]) {
            let range = try ledgerRange(from: from, to: to, in: store)
            let (ledger, _, _) = try store.currentLedger(in: range)
            let confirmations = ledger.days.map { DayConfirmation(date: $0.date, countries: $0.countries, confirmedOn: recompute.today) }
            try store.confirm(confirmations)
            return (confirmations, Store.RunCounts(seen: range.count, added: range.count), nil)
        }
        return try recomputed(stay: nil, confirmations: confirmations, recompute: recompute, in: store, context: context)
    }

    /// `from…to`, checked against the latest snapshot: `ReviewError` when it runs backwards or leaves the ledger.
    private static func ledgerRange(from: LocalDay, to: LocalDay, in store: Store) throws -> DayRange {
        guard let range = DayRange(from, to) else { throw ReviewError.backwards(from: from, to: to) }
        guard let id = try store.latestSnapshot()?.id else { throw ReviewError.noLedger }
        let outline = try store.ledgerOutline(snapshotId: id)
        guard let first = outline.first?.date, let last = outline.last?.date else { throw ReviewError.noLedger }
        guard first <= range.first, range.last <= last else { throw ReviewError.outsideLedger(range, ledger: DayRange(first, last)!) }
        return range
    }

    private static func recomputed(
        stay: StayRecord?, confirmations: [DayConfirmation], recompute: InferOptions, in store: Store, context: StageContext
    ) throws -> ReviewOutcome {
        let update = try infer(recompute, in: store, context: context)
        let view = try LedgerView(store: store, rules: recompute.rules)
        return ReviewOutcome(stay: stay, confirmations: confirmations, update: update, review: view.reviewList())
    }
}
