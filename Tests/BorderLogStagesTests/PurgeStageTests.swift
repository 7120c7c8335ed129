import BorderLogLocations
import BorderLogModel
import BorderLogSampleMedia
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import GRDB
import Logging
import Testing

/// `purge` (docs/privacy.md): evidence deleted or coordinates erased, and the bytes gone from the file and its log.
@Suite struct PurgeStageTests {
    let folder = TemporaryDirectory()
    var path: String { folder.path("data/store.sqlite") }
    /// A latitude no other value in the store shares, to look for in the file's bytes.
    static let latitude = 51.123456789

    /// A store with a located track, a stay with a note, an override and a snapshot.
    func filledStore() throws -> Store {
        let store = try LockedStore(path: path, stage: .locations, logger: Logger(label: "test")).store
        let points = (0..<50).map { n in
            "<trkpt lat=\"\(Self.latitude)\" lon=\"\(-0.1 - Double(n) / 1000)\"><time>2024-07-0\(1 + n / 10)T10:\(10 + n % 10):00Z</time></trkpt>"
        }
        let track = folder.write("track.gpx", "<gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>")
        let (context, _) = collectingContext()
        _ = try Stages.importLocations(LocationImportOptions(paths: [track], thinning: LocationThinning(keepAll: true)), into: store, context: context)
        let stays = folder.write("stays.csv", "country,entry,exit,note\nGB,2024-06-01,2024-07-10,secret-note-4711\n")
        _ = try Stages.importStays(StaysImportOptions(files: [stays]), into: store, context: context)
        try Stages.setOverride(DayOverride(date: day("2024-06-15"), countries: [country("FR")], note: "override-note-0815"), in: store)
        _ = try Stages.infer(InferOptions(to: day("2024-07-10"), rules: try RuleBook.bundled()), in: store, context: context)
        return store
    }

    /// Every byte of the store file and its log.
    func storeBytes() -> [UInt8] {
        [path, path + "-wal"].flatMap { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: $0)))) ?? [] }
    }

    func contains(_ needle: [UInt8]) -> Bool {
        let haystack = storeBytes()
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// SQLite stores a REAL as a big-endian IEEE double.
    static var latitudeBytes: [UInt8] { withUnsafeBytes(of: latitude.bitPattern.bigEndian) { Array($0) } }

    @Test func aStoreIsCreatedInAFolderThatDoesNotExistYetWithPrivateModes() throws {
        _ = try LockedStore(path: path, stage: .photos, logger: Logger(label: "test"))
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path("data"))[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700 && fileMode == 0o600)
    }

    @Test func dropCoordinatesKeepsDaysAndCountriesAndLeavesNoCoordinateInTheFile() throws {
        let store = try filledStore()
        let ledgerBefore = try store.currentLedger().ledger
        let before = try store.signals(kind: .location)
        #expect(before.count == 50 && before.allSatisfy { $0.signal.country == country("GB") })
        #expect(contains(Self.latitudeBytes))
        let counts = try Stages.purge(.coordinates, in: store)
        #expect(counts.coordinatesErased == 50)
        let after = try store.signals(kind: .location)
        #expect(after.map(\.signal.day) == before.map(\.signal.day))
        #expect(after.allSatisfy { $0.signal.coordinate == nil && $0.signal.country == country("GB") && $0.signal.timeZone == "Europe/London" })
        #expect(!contains(Self.latitudeBytes))
        #expect(!contains(Array("511234568".utf8)))  // the position once written into each point's identity
        // The ledger computed from what is left reads the same.
        let (context, _) = collectingContext()
        let ledger = try Stages.infer(InferOptions(to: day("2024-07-10"), rules: try RuleBook.bundled()), in: store, context: context).ledger
        #expect(ledger?.days == ledgerBefore.days)
    }

    @Test func purgeAllLeavesNothingToFindInTheFile() throws {
        let store = try filledStore()
        #expect(contains(Array("secret-note-4711".utf8)))
        let counts = try Stages.purge(.all, in: store)
        #expect(counts.signals == 50 && counts.stays == 1 && counts.overrides == 1 && counts.snapshots == 1 && counts.sources == 2)
        #expect(try store.signals().isEmpty && store.stays().isEmpty && store.overrides().isEmpty && store.snapshots().isEmpty)
        for needle in ["secret-note-4711", "override-note-0815", "track.gpx"] { #expect(!contains(Array(needle.utf8)), "\(needle)") }
        #expect(!contains(Self.latitudeBytes))
    }

    @Test func purgeBeforeADayDeletesOnlyWhatCameBefore() throws {
        let store = try filledStore()
        let counts = try Stages.purge(.before(day("2024-07-03")), in: store)
        #expect(counts.signals == 20 && counts.overrides == 1 && counts.staysShortened == 1)
        #expect(try store.signals().allSatisfy { $0.signal.day >= day("2024-07-03") })
        #expect(try store.stays().map(\.entry) == [day("2024-07-03")])
        #expect(try store.currentLedger().stale)
    }

    @Test func purgeOneSourceAndRefuseAnUnknownOne() throws {
        let store = try filledStore()
        let counts = try Stages.purge(.source(folder.path("track.gpx")), in: store)
        #expect(counts.sources == 1 && counts.signals == 50)
        #expect(try store.signals().isEmpty && store.stays().count == 1)
        #expect(throws: PurgeError.self) { try Stages.purge(.source(folder.path("never.gpx")), in: store) }
    }

    /// A file whose content changed replaces its points, and those it no longer holds leave no bytes in the file
    /// (SQLite's secure delete, on in Debian's build, overwrites them and every stale copy a page split left).
    @Test func aChangedFilesOldPointsLeaveNoBytesBehind() throws {
        let store = try LockedStore(path: path, stage: .locations, logger: Logger(label: "test")).store
        let (context, _) = collectingContext()
        func importTrack(latitude: Double, points count: Int) throws {
            let points = (0..<count).map { n in
                "<trkpt lat=\"\(latitude)\" lon=\"\(-0.1 - Double(n) / 1000)\"><time>2024-07-01T10:\(10 + n):00Z</time></trkpt>"
            }
            let track = folder.write("track.gpx", "<gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>")
            _ = try Stages.importLocations(LocationImportOptions(paths: [track], thinning: LocationThinning(keepAll: true)), into: store, context: context)
        }
        try importTrack(latitude: Self.latitude, points: 50)
        #expect(contains(Self.latitudeBytes))
        try importTrack(latitude: 48.5, points: 2)
        try DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let points = try store.signals(kind: .location)
        #expect(points.count == 2 && points.allSatisfy { $0.signal.coordinate?.latitude == 48.5 })
        #expect(!contains(Self.latitudeBytes))
        #expect(!contains(Array("511234568".utf8)))
    }
}
