import BorderLogModel
@testable import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// Sidecars parsed, and photos read with them from a Takeout folder the tests write (`SampleTakeout`).
@Suite struct TakeoutSidecarTests {
    let folder = TemporaryDirectory()

    static func parse(_ text: String) -> Result<TakeoutSidecar, TakeoutSidecarError> {
        Result { () throws(TakeoutSidecarError) in try TakeoutSidecar.parse(Array(text.utf8), name: "IMG_1.jpg.json") }
    }

    // MARK: - Parsing

    @Test func aRealSidecarGivesTheTakenTimeAndGeoData() throws {
        let text = SampleTakeout.sidecarJSON(title: "IMG_1.jpg", taken: "2024-06-01T08:00:00Z", place: (48.8566, 2.3522))
        let sidecar = try Self.parse(text).get()
        #expect(sidecar.taken == Date(timeIntervalSince1970: 1_717_228_800))
        #expect(sidecar.position == TakeoutSidecar.Position(latitude: 48.8566, longitude: 2.3522, altitude: 35.2))
    }

    @Test func zeroZeroGeoDataIsUnknownAndGeoDataExifIsTheFallback() throws {
        let unknown = try Self.parse(SampleTakeout.sidecarJSON(title: "a.jpg", taken: "2024-06-01T08:00:00Z", place: nil)).get()
        #expect(unknown.position == nil && unknown.taken != nil)
        let exifOnly = try Self.parse(#"{"geoData": {"latitude": 0.0, "longitude": 0.0}, "geoDataExif": {"latitude": -33.8688, "longitude": 151.2093}}"#).get()
        #expect(exifOnly.position == TakeoutSidecar.Position(latitude: -33.8688, longitude: 151.2093) && exifOnly.taken == nil)
    }

    @Test(arguments: [
        (#"{"title": "IMG_1.jpg", "photoTakenTime": {"timestamp": "17180"#, "JSON syntax error"),
        (#"{"title": "Trip", "description": "", "access": "protected"}"#, "not a Google Photos sidecar"),
        (#"["photoTakenTime"]"#, "not a Google Photos sidecar"),
        (#""just a string""#, "not a JSON object"),
        (#"{"photoTakenTime": {"timestamp": "yesterday"}}"#, "photoTakenTime.timestamp 'yesterday' is not a number of seconds"),
        (#"{"photoTakenTime": {"timestamp": 1e300}}"#, "is not a number of seconds"),
        (#"{"photoTakenTime": {"timestamp": "1717228800"}, "people": "# + String(repeating: "[", count: 100_000), "nested deeper than 512 levels"),
    ])
    func aBrokenSidecarIsAnErrorThatSaysWhy(_ text: String, _ reason: String) {
        guard case .failure(let error) = Self.parse(text) else { Issue.record("expected a failure"); return }
        #expect(error.description.hasPrefix("sidecar IMG_1.jpg.json: "))
        #expect(error.description.contains(reason))
        #expect(error.description.hasSuffix("the photo is read without it"))
    }

    @Test func aSidecarWithTooManyValuesIsRefused() {
        let members = (0..<20_000).map { #""k\#($0)": 0"# }.joined(separator: ",")
        let text = #"{"photoTakenTime": {"timestamp": "1717228800"}, "geoData": {\#(members)}}"#
        guard case .failure(let error) = Self.parse(text) else { Issue.record("expected a failure"); return }
        #expect(error.reason == "geoData holds more than 10000 values")
    }

    @Test func anOversizedFileIsNotRead() throws {
        let path = folder.write("big.jpg.json", "{}")
        #expect(truncate(path, off_t(TakeoutSidecar.maximumBytes + 1)) == 0)
        #expect(throws: TakeoutSidecarError.self) { try TakeoutSidecar.read(path: path) }
    }

    // MARK: - Reading photos with their sidecars

    /// Every media file of the sample Takeout, read as an import reads them: outcome by path relative to the root.
    func readSample() throws -> [String: PhotoBatchReader.Outcome] {
        try SampleTakeout.write(to: folder.path("t"))
        let root = folder.path("t") + "/"
        let enumerator = FileManager.default.enumerator(atPath: root)!
        let media = (enumerator.allObjects as! [String]).filter(MediaContainer.isCandidate(name:)).sorted().map { root + $0 }
        let items = zip(media, TakeoutSidecarLookup.sidecars(for: media)).map { PhotoBatchReader.Item(path: $0, sidecar: $1) }
        let mapper = PhotoSignalMapper(today: LocalDay(year: 2026, month: 1, day: 1)!)
        let outcomes = PhotoBatchReader.read(items, mapper: mapper, threads: 2)
        return Dictionary(uniqueKeysWithValues: zip(media.map { String($0.dropFirst(root.count)) }, outcomes))
    }

    @Test func everyNamingQuirkFindsItsSidecarsPlace() throws {
        let outcomes = try readSample()
        #expect(outcomes.count == 16)
        for (path, place) in SampleTakeout.sidecarPlaces {
            guard case .signal(let mapped) = outcomes[path] else { Issue.record("\(path): no signal"); continue }
            #expect(mapped.signal.coordinate == Coordinate(latitude: place.latitude, longitude: place.longitude), "\(path)")
            #expect(mapped.signal.detail.storedDetail["placeSource"] == "takeout", "\(path)")
            #expect(mapped.sidecar.read && mapped.sidecar.filled, "\(path)")
        }
    }

    @Test func aPhotoWithoutADateTakesTheSidecarsInstant() throws {
        guard case .signal(let mapped) = try readSample()[SampleTakeout.undated] else { Issue.record("expected a signal"); return }
        #expect(mapped.signal.utc == ISO8601DateFormatter().date(from: "2024-06-02T10:00:00Z"))
        #expect(mapped.signal.detail.storedDetail["dateSource"] == "takeout")
        // Without the geo index the zone is unknown, so the day is the UTC date.
        #expect(mapped.signal.day == LocalDay(year: 2024, month: 6, day: 2) && mapped.signal.detail.storedDetail["dayBasis"] == "utc")
        #expect(mapped.signal.detail.photo?.provenance == "GPS and time from Google Photos sidecar")
    }

    @Test func aBrokenSidecarIsAWarningAndThePhotoKeepsItsOwnDate() throws {
        guard case .signal(let mapped) = try readSample()[SampleTakeout.broken] else { Issue.record("expected a signal"); return }
        #expect(mapped.sidecar.broken && !mapped.sidecar.read)
        #expect(mapped.signal.day == LocalDay(year: 2024, month: 6, day: 10) && mapped.signal.coordinate == nil)
        #expect(mapped.warnings.first?.hasPrefix("sidecar IMG_0010.jpg.json: JSON syntax error") == true)
    }

    @Test func aSidecarThatDisagreesLeavesTheFilesPlaceAndSaysSo() throws {
        guard case .signal(let mapped) = try readSample()[SampleTakeout.placeConflict] else { Issue.record("expected a signal"); return }
        let kept = try #require(mapped.signal.coordinate)
        #expect(abs(kept.latitude - 48.8584) < 1e-6 && abs(kept.longitude - 2.2945) < 1e-6)
        #expect(mapped.signal.detail.storedDetail["placeSource"] == nil && mapped.sidecar.conflicts == 1 && !mapped.sidecar.filled)
        #expect(mapped.warnings == [
            "sidecar IMG_0011.jpg.json disagrees with EXIF: GPS 35.67620,139.65030 is 9713 km from the file's 48.85840,2.29450; kept the file's",
        ])
    }

    @Test func aSidecarTimeDaysAwayIsAConflictButItsPlaceStillFills() throws {
        guard case .signal(let mapped) = try readSample()[SampleTakeout.timeConflict] else { Issue.record("expected a signal"); return }
        #expect(mapped.signal.day == LocalDay(year: 2024, month: 6, day: 12) && mapped.signal.detail.storedDetail["dateSource"] == "original")
        #expect(mapped.signal.detail.storedDetail["placeSource"] == "takeout" && mapped.sidecar.conflicts == 1)
        #expect(mapped.warnings == [
            "sidecar IMG_0012.jpg.json disagrees with EXIF: photoTakenTime 2024-06-20T07:00:00Z is 8 days from the file's 2024-06-12T09:00:00; kept the file's",
        ])
    }

    @Test func timesWithinAZonesWorthAgree() {
        let wall = WallTime(day: LocalDay(year: 2024, month: 6, day: 1)!, hour: 23, minute: 30, second: 0)!
        let tokyoMorning = ISO8601DateFormatter().date(from: "2024-06-01T14:00:00Z")!
        #expect(TakeoutSidecarRule.timeConflict(fileInstant: nil, fileWall: wall, sidecar: tokyoMorning, name: "x.json") == nil)
        #expect(TakeoutSidecarRule.timeConflict(fileInstant: nil, fileWall: wall, sidecar: tokyoMorning.addingTimeInterval(-5 * 3600), name: "x.json") != nil)
    }

    // MARK: - Files without any metadata

    /// A PNG as a screenshot or a messaging app saves it: the header, one pixel's data and nothing that dates it.
    func barePNG(seed: UInt8) -> [UInt8] {
        let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + SampleMedia.pngChunk("IHDR", header)
            + SampleMedia.pngChunk("IDAT", [0x78, 0x9C, 0x63, seed, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01]) + SampleMedia.pngChunk("IEND", [])
    }

    func read(_ name: String, bytes: [UInt8], sidecar: String?) -> PhotoBatchReader.Outcome {
        let path = PhotoFixtures.write(bytes, name, in: folder)
        let sidecarPath = sidecar.map { PhotoFixtures.write(Array($0.utf8), name + ".json", in: folder) }
        let mapper = PhotoSignalMapper(today: LocalDay(year: 2026, month: 1, day: 1)!)
        return PhotoBatchReader.outcome(PhotoBatchReader.Item(path: path, sidecar: sidecarPath), mapper: mapper)
    }

    @Test func aFileWithoutMetadataIsDatedAndPlacedByItsSidecar() throws {
        let sidecar = SampleTakeout.sidecarJSON(title: "Screenshot_1.png", taken: "2024-06-02T10:00:00Z", place: (38.7223, -9.1393))
        guard case .signal(let mapped) = read("Screenshot_1.png", bytes: barePNG(seed: 1), sidecar: sidecar) else {
            Issue.record("expected a signal")
            return
        }
        #expect(mapped.signal.utc == ISO8601DateFormatter().date(from: "2024-06-02T10:00:00Z"))
        #expect(mapped.signal.coordinate == Coordinate(latitude: 38.7223, longitude: -9.1393))
        #expect(mapped.signal.detail.photo?.provenance == "GPS and time from Google Photos sidecar")
        // Two screenshots of one size are two photos: a bare file's identity is a fingerprint of its content.
        guard case .signal(let other) = read("Screenshot_2.png", bytes: barePNG(seed: 2), sidecar: sidecar) else {
            Issue.record("expected a signal")
            return
        }
        #expect(other.signal.identity != mapped.signal.identity)
    }

    @Test func aFileWithoutMetadataAndWithoutASidecarTimeIsRejectedAsBefore() throws {
        guard case .rejected(let alone) = read("Screenshot_3.png", bytes: barePNG(seed: 3), sidecar: nil) else {
            Issue.record("expected a rejection")
            return
        }
        #expect(alone == .noMetadata(.png) && alone.description == "no capture date: no EXIF metadata in this png file")
        let placeOnly = #"{"title": "Screenshot_4.png", "geoData": {"latitude": 38.7, "longitude": -9.1}}"#
        guard case .rejected(let undated) = read("Screenshot_4.png", bytes: barePNG(seed: 4), sidecar: placeOnly) else {
            Issue.record("expected a rejection")
            return
        }
        #expect(undated == .noMetadata(.png))
    }
}
