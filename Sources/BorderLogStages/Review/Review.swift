import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
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

    /// This run split in two (`review assign FROM TO COUNTRY --until DATE THEN`, docs/review.md): this assignment's
    /// place from `from` through `until`, both included, and `then` (with `thenRegion`) from the day after `until`
    /// through `to`, the note on both. `until` must leave each part a day: `from` ≤ `until` < `to`.
    public func split(until: LocalDay, then country: CountryCode, region: RegionCode? = nil) throws(ReviewError) -> [ReviewAssignment] {
        guard let range = DayRange(from, to) else { throw .backwards(from: from, to: to) }
        guard from <= until, until < to else { throw .splitOutside(until: until, range) }
        var first = self
        first.to = until
        return [first, ReviewAssignment(from: until.adding(days: 1), to: to, country: country, note: note, region: region)]
    }
}

/// What a review write did, with the ledger recomputed after it.
public struct ReviewOutcome: Sendable {
    /// The stays of origin `review` an assignment stored: one, or two for a split.
    public let stays: [StayRecord]
    /// The readings a confirmation recorded, one per day.
    public let confirmations: [DayConfirmation]
    public let update: LedgerUpdate
    /// What still needs a look afterwards.
    public let review: ReviewList

    /// The first stay an assignment stored.
    public var stay: StayRecord? { stays.first }
}

extension LedgerView {
    /// `review`: the runs of days that need a person, possible transit days as the rules turned on list them, after the
    /// periods before the ledger those rules read on `day` with no evidence at all.
    public func reviewList(on day: LocalDay = .today()) -> ReviewList {
        let uncovered = ledger.days.first.map { rules.uncoveredPeriods(before: $0.date, on: day) } ?? []
        var list = ReviewList(ledger: ledger, possibleTransitDays: rules.possibleTransitDays(in: ledger), uncovered: uncovered)
        // A checkpoint the ledger's count disagrees with: the record or the evidence misses days.
        let differing = ((try? checkpointComparisons(through: day)) ?? []).filter { !$0.agrees }
        list.runs += differing.map { ReviewRun(checkpoint: $0) }
        return list
    }
}

extension Stages {
    /// `review assign`: keeps the person's country for a run of days as a stay of origin `review`, then recomputes the
    /// ledger. Refused, with nothing changed, when the range runs backwards, leaves the ledger, or holds a day fixed by
    /// an override (an override wins over an assignment).
    public static func assignReview(_ assignment: ReviewAssignment, recompute: InferOptions, in store: Store, context: StageContext) throws -> ReviewOutcome {
        try assignReview([assignment], recompute: recompute, in: store, context: context)
    }

    /// `review assign … --until DATE THEN`: several assignments (the two parts of `ReviewAssignment.split`) kept in one
    /// transaction, all or none, then the ledger recomputed once. Each is checked as one assignment is, before any is
    /// written.
    public static func assignReview(_ assignments: [ReviewAssignment], recompute: InferOptions, in store: Store, context: StageContext) throws -> ReviewOutcome {
        _ = try infer(recompute, in: store, context: context)
        let arguments = assignments.flatMap { [$0.from.description, $0.to.description, $0.region?.rawValue ?? $0.country.rawValue] }
        let records = try store.recordRun(stage: .reviewAssign, arguments: arguments) {
            let overrides = try store.overrides()
            var stays: [Stay] = [], days = 0
            for assignment in assignments {
                let range = try ledgerRange(from: assignment.from, to: assignment.to, in: store)
                let overridden = overrides.filter { range.contains($0.date) }
                guard overridden.isEmpty else { throw ReviewError.overridden(overridden) }
                stays.append(Stay(
                    country: assignment.country, entry: range.first, exit: range.last, note: assignment.note, origin: .review, region: assignment.region))
                days += range.count
            }
            return (try store.assignReview(stays), Store.RunCounts(seen: days, added: days), nil)
        }
        return try recomputed(stays: records, confirmations: [], recompute: recompute, in: store, context: context)
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
        return try recomputed(stays: [], confirmations: confirmations, recompute: recompute, in: store, context: context)
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
        stays: [StayRecord], confirmations: [DayConfirmation], recompute: InferOptions, in store: Store, context: StageContext
    ) throws -> ReviewOutcome {
        let update = try infer(recompute, in: store, context: context)
        let view = try LedgerView(store: store, rules: recompute.rules)
        return ReviewOutcome(stays: stays, confirmations: confirmations, update: update, review: view.reviewList())
    }
}
