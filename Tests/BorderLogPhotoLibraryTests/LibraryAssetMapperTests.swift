import BorderLogGeo
import BorderLogModel
import Foundation
import Testing

@testable import BorderLogPhotoLibrary

/// Library assets into photo signals: the day and wall time from the zone Photos recorded, implausible values.
@Suite struct LibraryAssetMapperTests {
    static let today = LocalDay(year: 2026, month: 11, day: 26)!
    /// 2024-07-01 23:30 UTC: already 2 July east of UTC+0:30, still 1 July west.
    static let lateEvening = Date(timeIntervalSince1970: 1_719_876_600)

    let mapper = LibraryAssetMapper(today: today) { coordinate in
        coordinate.longitude > 100 ? GeoResolution(country: CountryCode("JP"), timeZone: "Asia/Tokyo", nearBorder: false)
            : GeoResolution(country: CountryCode("US"), timeZone: "America/New_York", nearBorder: false)
    }

    func signal(_ asset: LibraryAsset) throws -> Signal {
        try mapper.map(asset).get().signal
    }

    @Test func theRecordedOffsetDecidesTheDayAndWallTime() throws {
        let signal = try signal(LibraryAsset(
            uuid: "U1", created: Self.lateEvening, latitude: 35.68, longitude: 139.77, accuracy: 5, timeZoneOffset: 9 * 3600,
            originalFilename: "IMG_7.HEIC", originalFileSize: 10))
        #expect(signal.identity == "photos-asset:U1")
        #expect(signal.utc == Self.lateEvening)
        #expect(signal.day == LocalDay(year: 2024, month: 7, day: 2))
        #expect(signal.local?.description == "2024-07-02T08:30:00")
        #expect(signal.country == CountryCode("JP") && signal.timeZone == "Asia/Tokyo" && signal.accuracy == 5)
        #expect(signal.detail.storedDetail["offset"] == "+09:00" && signal.detail.storedDetail["placeSource"] == "library" && signal.detail.storedDetail["originalName"] == "IMG_7.HEIC")
        #expect(signal.detail.photo?.provenance == "Photos library: IMG_7.HEIC")
    }

    @Test(arguments: [
        ("GMT-0400", "2024-07-01T19:30:00", 1), ("GMT+0530", "2024-07-02T05:00:00", 2),
        ("America/Los_Angeles", "2024-07-01T16:30:00", 1), ("Australia/Adelaide", "2024-07-02T09:00:00", 2),
    ])
    func aZoneNameAloneDecidesTheDay(_ name: String, _ wall: String, _ day: Int) throws {
        let signal = try signal(LibraryAsset(uuid: "U2", created: Self.lateEvening, timeZoneName: name))
        #expect(signal.local?.description == wall)
        #expect(signal.day == LocalDay(year: 2024, month: 7, day: day))
        #expect(signal.coordinate == nil && signal.detail.storedDetail["placeSource"] == nil)
    }

    @Test func withoutARecordedZoneThePlaceOrElseUTCDecides() throws {
        let placed = try signal(LibraryAsset(uuid: "U3", created: Self.lateEvening, latitude: 40.7, longitude: -74.0))
        #expect(placed.local?.description == "2024-07-01T19:30:00" && placed.detail.storedDetail["dayBasis"] == nil)
        let nowhere = try signal(LibraryAsset(uuid: "U4", created: Self.lateEvening))
        #expect(nowhere.local == nil && nowhere.day == LocalDay(year: 2024, month: 7, day: 1) && nowhere.detail.storedDetail["dayBasis"] == "utc")
    }

    @Test func placeholdersAndImpossibleValuesAreDroppedOrRejected() throws {
        let zero = try mapper.map(LibraryAsset(uuid: "U5", created: Self.lateEvening, latitude: 0, longitude: 0, hidden: true)).get()
        #expect(zero.signal.coordinate == nil && zero.warnings.count == 1)
        #expect(zero.signal.detail.storedDetail["hidden"] == "true")
        let outOfRange = try mapper.map(LibraryAsset(uuid: "U6", created: Self.lateEvening, latitude: 91, longitude: 10)).get()
        #expect(outOfRange.signal.coordinate == nil && outOfRange.warnings[0].contains("out of range"))
        // osxphotos's test library holds an asset dated 123456789012345 seconds after 2001.
        let future = LibraryAsset(uuid: "U7", created: Date(timeIntervalSinceReferenceDate: 123_456_789_012_345))
        #expect(throws: LibraryAssetRejection.self) { try mapper.map(future).get() }
        let tomorrowButOne = LibraryAsset(uuid: "U8", created: Date(timeIntervalSince1970: 1_795_824_000 + 3600))  // 2026-11-28 01:00 UTC
        #expect(throws: LibraryAssetRejection.self) { try mapper.map(tomorrowButOne).get() }
        #expect(throws: LibraryAssetRejection(reason: "no creation date")) { try mapper.map(LibraryAsset(uuid: "U9", created: nil)).get() }
    }

    @Test func aChangedLocationOrDateChangesTheFingerprint() {
        let asset = LibraryAsset(uuid: "U1", created: Self.lateEvening, latitude: 35.68, longitude: 139.77)
        var moved = asset
        moved.latitude = 35.69
        var later = asset
        later.created = Self.lateEvening.addingTimeInterval(1)
        #expect(Set([asset.fingerprint, moved.fingerprint, later.fingerprint]).count == 3)
        #expect(asset.fingerprint == LibraryAsset(uuid: "U1", created: Self.lateEvening, latitude: 35.68, longitude: 139.77).fingerprint)
        #expect(LibraryAsset(uuid: "U", created: nil, originalFilename: "IMG_1.JPG", originalFileSize: 5).exportKey == .init(name: "img_1.jpg", size: 5))
    }
}
