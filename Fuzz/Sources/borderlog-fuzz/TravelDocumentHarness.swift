@testable import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Foundation

/// Boarding passes: `.pkpass` archives (zip, then pass.json, then the BCBP barcode) and text files of bare BCBP
/// strings, with airports from the geo index.
enum TravelDocumentHarness {
    nonisolated(unsafe) private static var reader: TravelDocumentReader?
    private static let reference = LocalDay(year: 2026, month: 6, day: 1)!

    static func prepare() {
        reader = TravelDocumentReader(airports: AirportLookup(index: GeoIndexLoader.loadOrExit()))
    }

    static func pass(_ bytes: [UInt8]) {
        _ = try? reader?.readPass(data: Data(bytes), modified: reference)
    }

    static func barcodes(_ bytes: [UInt8]) {
        _ = try? reader?.readBarcodes(text: String(decoding: bytes, as: UTF8.self), reference: reference)
    }
}
