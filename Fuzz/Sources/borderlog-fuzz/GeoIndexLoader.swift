import BorderLogGeo
import Foundation

/// The geo index the location and calendar harnesses need (`make geodata` builds it).
enum GeoIndexLoader {
    static func loadOrExit() -> GeoIndex {
        do {
            return try GeoIndex.load()
        } catch {
            fail("the geo index is needed (run `make geodata`): \(error)")
        }
    }
}
