import BorderLogGeo
import BorderLogModel
import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct PhotoMetadataReaderTests {
    let folder = TemporaryDirectory()

    @Test(arguments: [true, false])
    func jpegWithSouthWestGPSGivesNegativeDegrees(bigEndian: Bool) throws {
        var metadata = PhotoFixtures.lisbon
        metadata.latitude = -33.856784
        metadata.longitude = -70.123456
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(metadata, bigEndian: bigEndian), "south.jpg", in: folder)
        let signal = try #require(PhotoFixtures.signal(path))
        #expect(abs(signal.coordinate!.latitude - -33.856784) < 1e-6)
        #expect(abs(signal.coordinate!.longitude - -70.123456) < 1e-6)
        #expect(signal.local?.description == "2025-12-24T19:30:05")
        #expect(signal.day == day("2025-12-24"))
        #expect(signal.kind == .photo)
        #expect(signal.identity.hasPrefix("photo:"))
        #expect(signal.detail.storedDetail["make"] == "Test")
        #expect(signal.detail.storedDetail["model"] == "Cam")
        #expect(signal.detail.storedDetail["altitude"] == "45.00")
    }

    @Test func jpegWithoutGPSKeepsTheDay() throws {
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(SamplePhotoMetadata(dateTimeOriginal: "2026:02:15 10:00:00")), "nogps.jpg", in: folder)
        let signal = try #require(PhotoFixtures.signal(path))
        #expect(signal.coordinate == nil)
        #expect(signal.day == day("2026-02-15"))
        #expect(signal.utc == nil)
    }

    @Test func gpsZeroZeroIsDroppedButTheDateKept() throws {
        var metadata = PhotoFixtures.lisbon
        metadata.latitude = 0
        metadata.longitude = 0
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "zero.jpg", in: folder)
        guard case .signal(let mapped) = PhotoFixtures.outcome(path) else { Issue.record("expected a signal"); return }
        #expect(mapped.signal.coordinate == nil)
        #expect(mapped.warnings.contains { $0.contains("0,0") })
    }

    @Test(arguments: ["0000:00:00 00:00:00", "2099:09:29 10:10:10", "    :  :     :  :  ", "2023:02:30 10:00:00"])
    func implausibleDatesAreRejected(date: String) throws {
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(SamplePhotoMetadata(dateTimeOriginal: date)), "bad.jpg", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        guard case .implausibleDate = error else { Issue.record("expected an implausible date, got \(error)"); return }
    }

    @Test func onlyOffsetTimeOriginalGivesTheInstant() throws {
        var metadata = SamplePhotoMetadata(dateTimeOriginal: "2026:07:12 23:30:00", offsetTimeOriginal: "+03:00", offsetTime: "-07:00")
        let exact = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "a.jpg", in: folder)))
        #expect(exact.utc == ISO8601DateFormatter().date(from: "2026-07-12T20:30:00Z"))
        #expect(exact.day == day("2026-07-12"))
        metadata.offsetTimeOriginal = nil
        let editOnly = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "b.jpg", in: folder)))
        #expect(editOnly.utc == nil)
    }

    @Test func gpsDateAndTimeGiveTheInstant() throws {
        var metadata = PhotoFixtures.lisbon
        metadata.gpsDate = "2025:12:24"
        metadata.gpsTime = "19:29:58"
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "gps.jpg", in: folder)))
        #expect(signal.utc == ISO8601DateFormatter().date(from: "2025-12-24T19:29:58Z"))
        #expect(signal.local?.description == "2025-12-24T19:30:05")
        #expect(signal.detail.storedDetail["gpsTime"] == "2025-12-24T19:29:58Z")
    }

    @Test func cameraNamesAreTrimmedOfBlanksIncludingNonASCIIOnes() throws {
        var metadata = PhotoFixtures.lisbon
        metadata.make = " \tTest  "
        metadata.model = "\u{00A0}Cam\u{3000}"
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "blanks.jpg", in: folder)))
        #expect(signal.detail.storedDetail["make"] == "Test")
        #expect(signal.detail.storedDetail["model"] == "Cam")
    }

    @Test func truncatedJPEGIsReportedNotFatal() throws {
        let whole = PhotoFixtures.jpeg(PhotoFixtures.lisbon)
        let path = PhotoFixtures.write(Array(whole.prefix(60)), "cut.jpg", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        guard case .truncated = error else { Issue.record("expected truncated, got \(error)"); return }
    }

    @Test func garbageWithAJPEGNameIsRejected() throws {
        let path = PhotoFixtures.write((0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, "garbage.jpg", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        guard case .unrecognised = error else { Issue.record("expected unrecognised, got \(error)"); return }
    }

    @Test(arguments: ["heic", "avif"])
    func heifExifItemIsFound(brand: String) throws {
        let bytes = SampleMedia.heic(exif: ExifWriter.tiff(PhotoFixtures.lisbon), brand: brand)
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "photo.\(brand)", in: folder)))
        #expect(abs(signal.coordinate!.latitude - 38.7139) < 1e-6)
        #expect(signal.local?.description == "2025-12-24T19:30:05")
        #expect(signal.detail.storedDetail["container"] == "heif")
    }

    /// Some encoders keep the Exif item inside the meta box ('idat', construction method 1) rather than in 'mdat'.
    @Test func heifExifItemInsideTheMetaBoxIsFound() throws {
        let bytes = SampleMedia.heic(exif: ExifWriter.tiff(PhotoFixtures.lisbon), inItemData: true)
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "idat.heic", in: folder)))
        #expect(abs(signal.coordinate!.latitude - 38.7139) < 1e-6)
        #expect(signal.local?.description == "2025-12-24T19:30:05")

        // An extent that runs past the idat box is corrupt, not a crash or a read elsewhere in the file.
        var broken = bytes
        let iloc = try #require(broken.indices.first { broken[$0..<$0 + 4].elementsEqual("iloc".utf8) })
        broken[iloc + 4 + 4 + 12 + 4 + 3] &+= 64  // the extent length's low byte
        let error = try #require(PhotoFixtures.rejection(PhotoFixtures.write(broken, "broken.heic", in: folder)))
        guard case .corrupt(let why) = error else { Issue.record("expected corrupt, got \(error)"); return }
        #expect(why.contains("idat"))
    }

    @Test func pngExifChunkIsRead() throws {
        let bytes = SampleMedia.png(exif: ExifWriter.tiff(PhotoFixtures.lisbon))
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "photo.png", in: folder)))
        #expect(abs(signal.coordinate!.longitude - -9.1394) < 1e-6)
        #expect(signal.day == day("2025-12-24"))
    }

    @Test func webpExifChunkIsRead() throws {
        let bytes = SampleMedia.webp(exif: ExifWriter.tiff(PhotoFixtures.lisbon, bigEndian: false))
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "photo.webp", in: folder)))
        #expect(abs(signal.coordinate!.latitude - 38.7139) < 1e-6)
        #expect(signal.local?.description == "2025-12-24T19:30:05")
    }

    @Test func quickTimeLocationAndCreationDate() throws {
        let created = ISO8601DateFormatter().date(from: "2026-10-12T08:15:00Z")!
        let withDate = SampleMedia.quickTime(location: "+48.8584+002.2945/", creationDate: "2026-10-12T10:15:00+0200", created: created)
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(withDate, "clip.mov", in: folder)))
        #expect(abs(signal.coordinate!.latitude - 48.8584) < 1e-9)
        #expect(abs(signal.coordinate!.longitude - 2.2945) < 1e-9)
        #expect(signal.local?.description == "2026-10-12T10:15:00")
        #expect(signal.utc == created)

        let mvhdOnly = SampleMedia.quickTime(location: "+48.8584+002.2945/", creationDate: nil, created: created)
        let fromHeader = try #require(PhotoFixtures.signal(PhotoFixtures.write(mvhdOnly, "clip.mp4", in: folder)))
        #expect(fromHeader.utc == created)
        #expect(fromHeader.day == day("2026-10-12"))
    }

    @Test func copiedPhotoHasTheSameIdentity() throws {
        let bytes = PhotoFixtures.jpeg(PhotoFixtures.lisbon)
        let first = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "a/IMG_1.jpg", in: folder)))
        let copy = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "b/copy.jpg", in: folder)))
        #expect(first.identity == copy.identity)
        var other = PhotoFixtures.lisbon
        other.dateTimeOriginal = "2025:12:24 19:30:06"
        let different = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(other), "c.jpg", in: folder)))
        #expect(different.identity != first.identity)
    }

    @Test func resolverSuppliesZoneCountryAndInstant() throws {
        let mapper = PhotoSignalMapper(today: day("2026-11-20")) { _ in
            GeoResolution(country: country("PT"), timeZone: "Europe/Lisbon", nearBorder: false)
        }
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(PhotoFixtures.lisbon), "lisbon.jpg", in: folder)
        guard case .signal(let mapped) = PhotoBatchReader.outcome(.init(path: path), mapper: mapper) else { Issue.record("expected a signal"); return }
        #expect(mapped.signal.country == country("PT"))
        #expect(mapped.signal.timeZone == "Europe/Lisbon")
        #expect(mapped.signal.utc == ISO8601DateFormatter().date(from: "2025-12-24T19:30:05Z"))
    }

    @Test func cameraClockLeftOnHomeTimeIsCorrectedByGPSTime() throws {
        let mapper = PhotoSignalMapper(today: day("2026-11-20")) { _ in
            GeoResolution(country: country("JP"), timeZone: "Asia/Tokyo", nearBorder: false)
        }
        var metadata = PhotoFixtures.lisbon
        (metadata.latitude, metadata.longitude) = (35.6586, 139.7454)
        metadata.dateTimeOriginal = "2026:03:01 23:30:00"  // still on London time
        metadata.gpsDate = "2026:03:01"
        metadata.gpsTime = "23:30:00"
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "tokyo.jpg", in: folder)
        guard case .signal(let mapped) = PhotoBatchReader.outcome(.init(path: path), mapper: mapper) else { Issue.record("expected a signal"); return }
        #expect(mapped.signal.day == day("2026-03-02") && mapped.signal.local?.description == "2026-03-02T08:30:00")
        #expect(mapped.signal.detail.storedDetail["cameraTime"] == "2026-03-01T23:30:00")
    }
}

struct ClockSkewLimitTests {
    @Test func gpsTimeYearsAwayFromTheCameraIsNotTrusted() throws {
        let folder = TemporaryDirectory()
        let mapper = PhotoSignalMapper(today: day("2026-11-20")) { _ in
            GeoResolution(country: country("PT"), timeZone: "Europe/Lisbon", nearBorder: false)
        }
        var metadata = PhotoFixtures.lisbon
        metadata.gpsDate = "2018:07:25"
        metadata.gpsTime = "16:34:23"
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "copied-gps.jpg", in: folder)
        guard case .signal(let mapped) = PhotoBatchReader.outcome(.init(path: path), mapper: mapper) else { Issue.record("expected a signal"); return }
        #expect(mapped.signal.local?.description == "2025-12-24T19:30:05" && mapped.signal.detail.storedDetail["cameraTime"] == nil)
    }
}
