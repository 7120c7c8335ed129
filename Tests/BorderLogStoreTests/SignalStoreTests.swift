import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

struct SignalStoreTests {
    private func photo(_ identity: String, _ date: String, lat: Double = 48.85, lon: Double = 2.35) -> Signal {
        Signal(kind: .photo, identity: identity, local: WallTime("\(date)T12:00:00"), day: day(date), coordinate: Coordinate(latitude: lat, longitude: lon),
               detail: SignalDetail(photo: PhotoDetail(model: "Pixel 8")))
    }

    private func source(_ path: String) -> SourceRecord {
        SourceRecord(path: path, format: .photo, size: 1000, mtime: 1_700_000_000, contentHash: path)
    }

    @Test func sameEvidenceFromTwoPathsIsStoredOnce() throws {
        let store = try Store()
        let first = try store.importSignals([photo("photo:abc", "2024-05-01")], from: source("/a/IMG_1.jpg"))
        let copy = try store.importSignals([photo("photo:abc", "2024-05-01")], from: source("/b/copy.jpg"))
        #expect(first.added == 1 && copy.added == 0 && copy.unchanged == 1)
        #expect(try store.signals().count == 1)
        #expect(try store.knownSources(format: .photo).paths.sorted() == ["/a/IMG_1.jpg", "/b/copy.jpg"])
    }

    @Test func signalsRoundTripWithTheirDetailAndOnlyNewOnesBumpTheRevision() throws {
        let store = try Store()
        let signal = photo("photo:1", "2024-05-02", lat: -33.8568, lon: 151.2153)
        try store.importSignals(batch: [(source("/p/1.jpg"), [signal])])
        let revision = try store.evidenceRevision()
        try store.importSignals(batch: [(source("/p/1.jpg"), [signal])])
        #expect(try store.evidenceRevision() == revision)
        let stored = try #require(try store.signals(kind: .photo).first)
        #expect(stored.signal == signal && stored.source == "/p/1.jpg")
        #expect(try store.signals(kind: .calendar).isEmpty)
        #expect(try store.signalsToResolve(all: false).count == 1)
    }

    /// A source's signals may come a chunk at a time (made while the first are written), in one transaction still:
    /// the same rows and counts as in one batch, and a failure while they come leaves nothing of the source behind.
    @Test func signalsThatComeInChunksAreOneTransaction() throws {
        let store = try Store()
        let signals = (1...100).map { photo("photo:\($0)", "2024-05-\(String(format: "%02d", $0 % 28 + 1))") }
        var chunks = [SignalRows(signals[..<40]), SignalRows(), SignalRows(signals[40...])][...]
        let first = try store.importSignals(source: source("/p/many.jpg"), chunks: { chunks.popFirst() })
        #expect(first.added == 100 && first.unchanged == 0)
        #expect(try store.signals(kind: .photo).map(\.signal.identity).sorted() == signals.map(\.identity).sorted())
        let revision = try store.evidenceRevision()
        var again = [SignalRows(signals)][...]
        let second = try store.importSignals(source: source("/p/again.jpg"), chunks: { again.popFirst() })
        #expect(try second.added == 0 && second.unchanged == 100 && store.evidenceRevision() == revision)

        struct Stopped: Error {}
        var failing = [SignalRows([photo("photo:new", "2024-06-01")])][...]
        #expect(throws: Stopped.self) {
            try store.importSignals(source: source("/p/broken.jpg"), chunks: {
                guard let chunk = failing.popFirst() else { throw Stopped() }
                return chunk
            })
        }
        #expect(try store.knownSources(format: .photo).paths.sorted() == ["/p/again.jpg", "/p/many.jpg"])
        #expect(try store.signals(kind: .photo).count == 100)
    }

    /// 70 rows go in two 32-row statements and six single ones; repeats inside a batch and across batches
    /// are counted unchanged, and every value (present or absent) comes back as it went in.
    @Test func aLargeBatchRoundTripsThroughGroupedInsertsAndCountsRepeats() throws {
        let store = try Store()
        let start = Date(timeIntervalSince1970: 1_717_243_200.25)
        let zurich = TimeZone(identifier: "Europe/Zurich")!
        let signals = (0..<70).map { n -> Signal in
            let utc = start.addingTimeInterval(Double(n) * 61)
            let place = n % 3 == 0 ? nil : Coordinate(latitude: 46.0 + Double(n) / 100, longitude: 7.5)
            return Signal(
                kind: .location, identity: "location:\(n % 65)", utc: utc, local: WallTime(instant: utc, in: zurich),
                day: LocalDay(instant: utc, in: zurich), timeZone: n % 2 == 0 ? "Europe/Zurich" : nil,
                coordinate: place, accuracy: n % 4 == 0 ? nil : Double(n), country: n % 2 == 0 ? country("CH") : nil,
                nearBorder: n % 5 == 0 ? nil : n % 2 == 1, detail: SignalDetail(other: n % 7 == 0 ? [:] : ["format": "gpx", "n": "\(n % 2)"]))
        }
        let first = try store.importSignals(signals, from: source("/t/track.gpx"))
        #expect(first.added == 65 && first.unchanged == 5)
        let again = try store.importSignals(Array(signals.prefix(40)), from: source("/t/copy.gpx"))
        #expect(again.added == 0 && again.unchanged == 40)
        let stored = try store.signals(kind: .location).map(\.signal)
        let expected = Array(signals.prefix(65))
        #expect(Set(stored.map(\.identity)) == Set(expected.map(\.identity)))
        for signal in expected {
            #expect(stored.first { $0.identity == signal.identity } == signal)
        }
    }
}

struct ChangedSourceTests {
    @Test func aChangedFileReplacesItsSignalsAndAnUnchangedOneKeepsThem() throws {
        let store = try Store()
        func signal(_ id: String) -> Signal { Signal(kind: .calendar, identity: id, day: day("2024-05-01"), country: country("FR")) }
        func source(_ hash: String) -> SourceRecord { SourceRecord(path: "/cal/trips.ics", format: .calendar, size: 1, mtime: 0, contentHash: hash) }
        try store.importSignals([signal("a"), signal("b")], from: source("v1"))
        try store.importSignals([signal("a"), signal("b")], from: source("v1"))
        #expect(try store.signals().count == 2)
        try store.importSignals([signal("a")], from: source("v2"))
        #expect(try store.signals().map(\.signal.identity) == ["a"])
    }
}

struct StorageTextTests {
    @Test(arguments: [0.0, 1_721_082_600.123, 951_782_400.999, -1.5, 1_700_000_000.0005])
    func instantsRoundTripThroughTheStoreToTheMillisecond(_ seconds: Double) throws {
        let store = try Store()
        let utc = Date(timeIntervalSince1970: seconds)
        try store.importSignals([Signal(kind: .location, identity: "t", utc: utc, day: day("2024-01-01"))],
                                from: SourceRecord(path: "/x", format: .location, size: 1, mtime: 0, contentHash: "h"))
        let stored = try #require(try store.signals().first?.signal.utc)
        #expect(abs(stored.timeIntervalSince1970 - seconds) < 0.0011)
    }
}
