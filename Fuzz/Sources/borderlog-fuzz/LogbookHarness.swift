import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Foundation

/// Flight logbooks (`flights import`): the format found by content, the rows read (CSV, App in the Air's text, JSON),
/// then every flight mapped to its two signals through the airport table.
enum LogbookHarness {
    nonisolated(unsafe) private static var flights: LogbookFlights?

    static func prepare() {
        flights = LogbookFlights(airports: AirportLookup(index: GeoIndexLoader.loadOrExit()))
    }

    static func read(_ bytes: [UInt8]) {
        guard let flights, let contents = try? LogbookReader.read(Data(bytes)) else { return }
        _ = flights.flights(contents)
    }
}
