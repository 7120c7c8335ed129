import BorderLogFiles
import Foundation

/// Lines of a byte source, one at a time, with their 1-based numbers. A line longer than
/// `limit` bytes is cut there and marked `wasCut`, for the caller to reject, so memory stays bounded.
struct LineSource {
    /// No line of a location log is longer than this (an OwnTracks payload is a few hundred bytes). A longer line
    /// is returned cut to this size and the rest of it skipped: a file without line breaks is never held whole.
    static let maximumLineBytes = 4 << 20

    private let source: ByteStream
    private var buffer = [UInt8](repeating: 0, count: 256 * 1024)
    private var start = 0
    private var end = 0
    private var finished = false
    private(set) var number = 0
    /// The line last returned was longer than `limit` and is only its first `limit` bytes.
    private(set) var wasCut = false
    let limit: Int

    init(_ source: ByteStream, limit: Int = LineSource.maximumLineBytes) {
        self.source = source
        self.limit = limit
    }

    /// The next line without its terminator (CRLF or LF), or nil at the end.
    mutating func next() throws -> [UInt8]? {
        var line: [UInt8] = []
        wasCut = false
        while true {
            if start < end {
                let found = buffer[start..<end].firstIndex(of: 0x0A)
                let stop = found ?? end
                let room = limit - line.count
                if stop - start > room { wasCut = true }
                if room > 0 { line.append(contentsOf: buffer[start..<min(stop, start + room)]) }
                start = found.map { $0 + 1 } ?? end
                if found != nil {
                    number += 1
                    if line.last == 0x0D { line.removeLast() }
                    return line
                }
            }
            if finished {
                guard !line.isEmpty else { return nil }
                number += 1
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            start = 0
            end = count
            if count == 0 { finished = true }
        }
    }
}

extension LineSource {
    /// The next line with its trailing blanks removed, for readers that take one record a line (OwnTracks, IGC,
    /// NMEA): a line cut at `limit` is rejected into `sink` with its number, as longer than `record` can be, and
    /// passed over.
    mutating func nextRecord(rejectingCutLinesInto sink: LocationSink, longerThan record: String) throws -> [UInt8]? {
        while var line = try next() {
            if wasCut {
                sink.reject(line: number, "line longer than \(limit >> 20) MB, more than \(record); skipped")
                continue
            }
            while line.last == 0x20 || line.last == 0x09 { line.removeLast() }
            return line
        }
        return nil
    }
}
