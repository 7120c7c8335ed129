import BorderLogModel
import Foundation

/// Reads a flight logbook (`LogbookFormat`) into the flights it says the person flew. Each row stands alone: a row
/// that cannot be read is refused with its line and the reason, and the rest of the file is read.
public enum LogbookReader {
    /// A logbook file larger than this is not read: a lifetime of flights is a few megabytes.
    public static let maximumSize = 64 << 20

    public enum ReadError: Error, CustomStringConvertible, Equatable {
        case unrecognised
        case malformed(String)

        public var description: String {
            switch self {
            case .unrecognised:
                "not a flight logbook BorderLog knows (Flighty, myFlightradar24, App in the Air, OpenFlights, JetLog or AirTrail exports, "
                    + "or a Miles & More statement): nothing was read"
            case .malformed(let reason): "the logbook cannot be read: \(reason)"
            }
        }
    }

    /// The flights of `data`, in file order.
    public static func read(_ data: Data) throws(ReadError) -> LogbookContents {
        var stream = try LogbookStream(data)
        return stream.rest()
    }
}

/// A logbook read a slice of rows at a time: `flights import` maps and stores a large CSV's first flights while it reads
/// the rest. The file's format is found, and a JSON or App in the Air file read whole, when the stream is made, so a
/// file that is no logbook is refused before anything is read from it.
public struct LogbookStream {
    public let format: LogbookFormat
    private var rows: LogbookCSV.Rows?
    /// What a file read whole says, until it is asked for.
    private var whole: LogbookContents?

    public init(_ data: Data) throws(LogbookReader.ReadError) {
        let text = String(decoding: data, as: UTF8.self)
        guard let format = LogbookFormat.detect(text) else { throw .unrecognised }
        self.format = format
        switch format {
        case .flighty, .myflightradar24, .openflights, .jetlog: rows = LogbookCSV(format: format).rows(text)
        case .appintheair: whole = AppInTheAirLog.read(text)
        case .airtrail, .milesandmore: whole = try LogbookJSON.read(data, format: format)
        }
    }

    /// What the next `count` rows say (their flights, and the rows skipped or refused), or everything of a file read
    /// whole; nil once every row was read.
    public mutating func next(rows count: Int) -> LogbookContents? {
        if let whole {
            self.whole = nil
            return whole
        }
        guard var reader = rows else { return nil }
        rows = nil  // the one copy, so the reader's state is not copied as it moves on
        var slice = LogbookContents(format: format)
        var read = 0
        while read < count, let row = reader.next() {
            switch row.outcome {
            case .flight(let flight, let warnings):
                slice.flights.append(flight)
                for warning in warnings { slice.warnings.append((row.line, warning)) }
            case .skipped(let reason): slice.skipped.append((row.line, reason))
            case .rejected(let reason): slice.rejected.append((row.line, reason))
            }
            read += 1
        }
        guard read > 0 else { return nil }
        rows = reader
        return slice
    }

    /// Everything not read yet, in one.
    public mutating func rest() -> LogbookContents {
        var contents = LogbookContents(format: format)
        while let slice = next(rows: .max) { contents.append(slice) }
        return contents
    }
}
