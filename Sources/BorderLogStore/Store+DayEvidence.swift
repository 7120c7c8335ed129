import BorderLogCore
import Foundation
import GRDB

extension Store {
    /// The first signals of each day in a range (by local time), and how many each day has: what a report shows
    /// beside a day without reading millions of signals.
    public struct DayEvidence: Sendable {
        /// Up to `perDay` signals a day, in day and time order, with the path of their source.
        public var signals: [(signal: Signal, source: String)] = []
        /// Signals stored per day, shown or not.
        public var totals: [LocalDay: Int] = [:]
    }

    /// Up to `perDay` signals of every day in `range`, and each day's total.
    public func dayEvidence(in range: DayRange, perDay: Int) throws -> DayEvidence {
        try writer.read { db in
            let paths = try Store.sourcePaths(db)
            var evidence = DayEvidence()
            let totals = try Row.fetchCursor(db, sql: "SELECT day, count(*) FROM signal WHERE day BETWEEN ? AND ? GROUP BY day",
                                             arguments: [range.first, range.last])
            while let row = try totals.next() {
                if let day: LocalDay = row[0] { evidence.totals[day] = row[1] }
            }
            let records = try SignalRecord.fetchCursor(db, sql: """
                SELECT * FROM (
                    SELECT *, row_number() OVER (PARTITION BY day ORDER BY local, id) AS position
                    FROM signal WHERE day BETWEEN ? AND ?
                ) WHERE position <= ? ORDER BY day, position
                """, arguments: [range.first, range.last, perDay])
            while let record = try records.next() {
                evidence.signals.append((record.signal, paths[record.sourceId] ?? ""))
            }
            return evidence
        }
    }
}
