import BorderLogLocations
import BorderLogModel
@testable import BorderLogStages
@testable import BorderLogStore
import Foundation
import GRDB
import Testing

/// A streamed import's threads when the store fails: the error comes back and the reader is never left waiting.
@Suite struct LocationPointWorkerTests {
    @Test func aStoreThatFailsStopsTheImportAndNoThreadWaits() throws {
        let store = try Store()
        // Every insert now fails, as on a full disk or a file removed under the import.
        try store.writer.write { try $0.execute(sql: "DROP TABLE signal") }
        let source = SourceRecord(path: "/exports/track.gpx", format: .location, size: -1, mtime: -1, contentHash: "x")
        let worker = LocationPointWorker(stream: LocationSignalStream(index: nil, thinning: .keepEverything), store: store, source: source)
        let start = Date(timeIntervalSince1970: 1_719_792_000)
        // Far more chunks than the queues hold: with the writer stopped, a reader left waiting would hang here.
        for chunk in 0..<200 {
            worker.submit((0..<LocationImport.pointChunkSize).map { n in
                LocationPoint(coordinate: Coordinate(latitude: 46.2, longitude: 6.14)!, utc: start.addingTimeInterval(Double(chunk * 4_096 + n)))
            })
        }
        #expect(throws: DatabaseError.self) { try worker.finish() }
    }
}
