import BorderLogGeo
import Foundation

/// The index every geo test uses: `$BORDERLOG_GEO_INDEX` or the default path. Missing is a
/// failure, never a skip, so a machine without `make geodata` cannot pass silently.
enum TestIndex {
    static let shared: Result<GeoIndex, GeoError> = Result { () throws(GeoError) in try GeoIndex.load() }

    static func load() throws -> GeoIndex {
        switch shared {
        case .success(let index): return index
        case .failure(let error):
            throw TestIndexMissing(message: "The geo tests need the geo index: run `make geodata` first. \(error)")
        }
    }
}

struct TestIndexMissing: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
