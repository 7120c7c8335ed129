import BorderLogCore
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
        let text = String(decoding: data, as: UTF8.self)
        guard let format = LogbookFormat.detect(text) else { throw .unrecognised }
        switch format {
        case .flighty, .myflightradar24, .openflights, .jetlog: return LogbookCSV(format: format).read(text)
        case .appintheair: return AppInTheAirLog.read(text)
        case .airtrail, .milesandmore: return try LogbookJSON.read(data, format: format)
        }
    }
}
