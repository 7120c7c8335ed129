import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// One reservation's signals as a mail import leaves them (docs/evidence/mail.md).
    public struct BookingWrite: Sendable {
        /// The reservation, whose signals carry the same identity in any mailbox.
        public var identity: BookingIdentity
        /// The date of the message whose word stands; nil when it had none.
        public var messageDate: Date?
        /// Its signals now: none when it was cancelled.
        public var signals: [Signal]

        public init(identity: BookingIdentity, messageDate: Date?, signals: [Signal]) {
            self.identity = identity
            self.messageDate = messageDate
            self.signals = signals
        }
    }

    /// Records one mailbox and what it says, in one transaction: its source row, the signals of its attachments
    /// (`signals`), and its reservations. A reservation that another mailbox stated before replaces what that one
    /// stored — its signals are removed, and a cancellation leaves none — unless `BookingPrecedence` lets that
    /// mailbox's message stand, in which case this one's word on that reservation is dropped.
    @discardableResult
    public func importMailbox(source: SourceRecord, signals: [Signal], bookings: [BookingWrite]) throws -> (added: Int, unchanged: Int) {
        try writer.write { db in
            let sourceID = try Int64.fetchOne(
                db, sql: "SELECT id FROM source WHERE path = ? AND format = ?", arguments: [source.path, source.format])
            var kept = signals
            var removedFrom: LocalDay?
            let stored = try db.makeStatement(sql: "SELECT id, day, detail FROM signal WHERE identity >= ? AND identity < ? AND sourceId IS NOT ?")
            for booking in bookings {
                let prefix = booking.identity.signalPrefix
                let rows = try Row.fetchAll(stored, arguments: [prefix, prefix + "\u{10FFFF}", sourceID])
                let standing = rows.compactMap { row in SignalDetail(storedJSON: row["detail"], kind: .booking).booking }
                if standing.contains(where: { !BookingPrecedence.replaces(booking.messageDate, $0.messageDate) }) { continue }
                for row in rows {
                    try db.execute(sql: "DELETE FROM signal WHERE id = ?", arguments: [row["id"] as Int64])
                    let day: LocalDay? = row["day"]
                    removedFrom = [removedFrom, day].compactMap { $0 }.min()
                }
                kept += booking.signals
            }
            // A mailbox read again whole (a Takeout exported again) stores its signals afresh: what it said before is
            // not counted as added.
            let before = try sourceID.map { try Set(String.fetchAll(db, sql: "SELECT identity FROM signal WHERE sourceId = ?", arguments: [$0])) } ?? []
            var insert = try SignalInsert(db)
            let (inserted, total, touched) = try Store.insert(kept, from: source, with: &insert, db)
            let earliest = [removedFrom, touched].compactMap { $0 }.min()
            if earliest != nil || inserted > 0 { try Store.evidenceChanged(earliestSignalDay: earliest, db) }
            let added = min(inserted, Set(kept.map(\.identity)).subtracting(before).count)
            return (added, total - added)
        }
    }

}
