import BorderLogModel
import Foundation

/// Signals as the store writes them: every text value (identity, times, day, zone, country, detail JSON, regions) as
/// UTF-8 in one buffer, the numbers beside it. Made on the thread that made the signals, so the thread that holds the
/// store's transaction only binds and steps, and the signals are let go of where they were made (a logbook's flights
/// are read and mapped on one thread while another writes: `Store.importSignals(source:chunks:)`).
public struct SignalRows: Sendable {
    /// One signal's values; texts as ranges of `text`, nil for NULL.
    struct Row: Sendable {
        var kind: SignalKind
        var identity: Range<Int>
        var utc: Range<Int>?
        var local: Range<Int>?
        var day: Range<Int>
        var timeZone: Range<Int>?
        var latitude: Double?
        var longitude: Double?
        var accuracy: Double?
        var country: Range<Int>?
        var nearBorder: Bool?
        var resolved: Bool
        var detail: Range<Int>?
        var region: Range<Int>?
        var nearbyRegion: Range<Int>?
    }

    private(set) var text: [UInt8] = []
    private(set) var rows: [Row] = []
    /// The earliest day of any row.
    public private(set) var earliestDay: LocalDay?

    public init() {}

    public init(_ signals: some Sequence<Signal>) {
        for signal in signals { append(signal) }
    }

    public var count: Int { rows.count }

    public mutating func reserveCapacity(_ count: Int) {
        rows.reserveCapacity(count)
        text.reserveCapacity(count * 320)
    }

    public mutating func append(_ signal: borrowing Signal) {
        let utc = signal.utc.map { utc in written(capacity: 24) { writeStorageText(utc, to: $0) } }
        let local = signal.local.map { local in written(capacity: WallTime.textLength) { local.write(to: $0) } }
        let day = written(capacity: 10) { ASCIIDigits.writeDay(signal.day, to: $0) }
        let start = text.count
        let detail = signal.detail.appendStoredJSON(to: &text) ? start..<text.count : nil
        let row = Row(
            kind: signal.kind, identity: written(signal.identity), utc: utc, local: local, day: day, timeZone: signal.timeZone.map { written($0) },
            latitude: signal.coordinate?.latitude, longitude: signal.coordinate?.longitude, accuracy: signal.accuracy,
            country: signal.country.map { written($0.rawValue) }, nearBorder: signal.nearBorder, resolved: signal.isResolved,
            detail: detail, region: signal.region.map { written($0.rawValue) }, nearbyRegion: signal.nearbyRegion.map { written($0.rawValue) })
        rows.append(row)
        if earliestDay.map({ signal.day < $0 }) ?? true { earliestDay = signal.day }
    }

    /// Appends `value` to `text`; the range it takes.
    private mutating func written(_ value: String) -> Range<Int> {
        let start = text.count
        text.append(contentsOf: value.utf8)
        return start..<text.count
    }

    /// Appends what `write` writes (at most `capacity` bytes, their count returned) to `text`; the range it takes.
    private mutating func written(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) -> Range<Int> {
        let start = text.count
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let count = write(buffer.baseAddress!)
            text.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: count))
        }
        return start..<text.count
    }
}
