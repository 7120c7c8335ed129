import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// A few signals of each day in a range, and how many each day has: what a report shows
    /// beside a day without reading millions of signals.
    public struct DayEvidence: Sendable {
        /// Up to `perDay` signals a day (the first stored), in day and local-time order, with the path of their source.
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
            // A few signals a day through the day index (first stored first, which is the order files were
            // read in), each day's few then sorted by local time: a ten-year store of a million signals is never sorted.
            let statement = try db.makeStatement(sql: "SELECT * FROM signal WHERE day = ? LIMIT ?")
            for day in evidence.totals.keys.sorted() {
                let records = try SignalRecord.fetchAll(statement, arguments: [day, perDay])
                let sorted = records.sorted { ($0.local?.secondsOfDay ?? -1, $0.id ?? 0) < ($1.local?.secondsOfDay ?? -1, $1.id ?? 0) }
                evidence.signals += sorted.map { ($0.signal, paths[$0.sourceId] ?? "") }
            }
            return evidence
        }
    }
}
