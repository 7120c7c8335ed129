@testable import BorderLogCalendar
import BorderLogGeo
import BorderLogModel
import Foundation

/// iCalendar files: the structure check and libical's parse (`CalendarDocument`), then recurrence expansion,
/// flight detection and mapping (`CalendarFileReader`), with airports from the geo index.
enum CalendarHarness {
    nonisolated(unsafe) private static var reader: CalendarFileReader?

    static func prepare() {
        reader = CalendarFileReader(airports: AirportLookup(index: GeoIndexLoader.loadOrExit()),
                                    today: LocalDay(year: 2026, month: 6, day: 1)!)
    }

    static func read(_ bytes: [UInt8]) {
        guard let reader, let document = try? CalendarDocument(data: Data(bytes)) else { return }
        _ = reader.read(document)
    }
}
