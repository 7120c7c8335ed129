import BorderLogModel
import Foundation

extension LocalDay {
    /// Today on this machine's clock and zone; `BORDERLOG_TODAY` (YYYY-MM-DD) pins it for reproducible runs.
    public static func today(environment: [String: String] = ProcessEnvironment.current) -> LocalDay {
        if let pinned = environment["BORDERLOG_TODAY"].flatMap(LocalDay.init) { return pinned }
        return LocalDay(instant: Date(), in: .current)
    }
}
