import BorderLogFiles
import BorderLogModel
import BorderLogStore
import Crypto
import Foundation

/// Everything the server answers reads from, built once per snapshot and shared by every request (docs/serve.md):
/// the ledger view, the stays, overrides and plans, with the rules and profile in force.
///
/// A model is current while its `Stamp` is: the server reads the stamp again on every request (one small query and two
/// `stat`s), because the nightly cron writes to the store from outside the server.
public struct ReadModel: Sendable {
    /// What a model was built from, cheap to read again.
    public struct Stamp: Equatable, Sendable {
        public let store: Store.ReadStamp
        /// The rules file and the profile, which decide answers as much as the store does; nil when absent.
        public let rulesFile: KnownFiles.Stamp?
        public let profileFile: KnownFiles.Stamp?

        /// Reads the stamp of `store` and the two files.
        public init(store: Store, rulesFile: URL, profileFile: URL) throws {
            self.store = try store.readStamp()
            self.rulesFile = FileScan.stamp(path: rulesFile.path)
            self.profileFile = FileScan.stamp(path: profileFile.path)
        }

        /// 16 hex digits that change whenever any part of the stamp does: the entity tag of every answer from the model.
        public var tag: String {
            let parts: [String] = [
                store.snapshotId.map(String.init) ?? "-", store.snapshotHash ?? "-", store.snapshotEvidenceRevision.map(String.init) ?? "-",
                String(store.evidenceRevision), String(store.planCount), String(store.lastPlanId),
                String(store.holdingAlerts), store.lastAlertChange ?? "-",
                rulesFile.map { "\($0.size)@\($0.mtime)" } ?? "-", profileFile.map { "\($0.size)@\($0.mtime)" } ?? "-",
            ]
            return String(SnapshotChain.hex(SHA256.hash(data: Data(parts.joined(separator: "\n").utf8))).prefix(16))
        }
    }

    public let stamp: Stamp
    public let rules: RuleBook
    public let profile: Profile
    /// The latest snapshot; nil before the first `infer`.
    public let view: LedgerView?
    public let stays: [ListedStay]
    public let overrides: [DayOverride]
    public let plans: [Plan]

    /// Reads the model from `store`. `stamp` is read before the rest, so the model is never older than its stamp: a
    /// write in between shows as a changed stamp on the next request, which builds again.
    public init(store: Store, stamp: Stamp, rules: RuleBook, profile: Profile) throws {
        self.stamp = stamp
        self.rules = rules
        self.profile = profile
        do {
            view = try LedgerView(store: store, rules: rules, profile: profile)
        } catch StoreError.noSnapshot {
            view = nil
        }
        stays = try Stages.listStays(in: store)
        overrides = try store.overrides()
        plans = try store.plans()
    }
}
