import BorderLogModel
import BorderLogPhotos
import BorderLogTestSupport
import Foundation
import Testing

/// Photos dated only by IPTC (in a TIFF's IFD0 or a JPEG's APP13) or by a Casio QV `QVCI` segment.
@Suite struct LegacyPhotoDateTests {
    let folder = TemporaryDirectory()
    typealias Build = LegacyPhotoFixtures

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func tiffIPTCTagDatesThePhoto(asLongs: Bool, bigEndian: Bool) throws {
        let bytes = Build.tiffWithIPTC(Build.iptcDates("20030830", "140509"), asLongs: asLongs, bigEndian: bigEndian)
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "scan.tif", in: folder)))
        #expect(signal.day == day("2003-08-30"))
        #expect(signal.local?.description == "2003-08-30T14:05:09")
        #expect(signal.detail.storedDetail["dateSource"] == "iptc")
        #expect(signal.detail.storedDetail["model"] == "Cam")
    }

    @Test func tiffIPTCTimeZoneGivesTheInstant() throws {
        let bytes = Build.tiffWithIPTC(Build.iptcDates("20030830", "140509-0500"))
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "scan.tif", in: folder)))
        #expect(signal.utc == ISO8601DateFormatter().date(from: "2003-08-30T19:05:09Z"))
    }

    @Test func exifDateTimeOriginalWinsOverTIFFIPTC() throws {
        let bytes = Build.tiffWithIPTC(Build.iptcDates("20030830", "140509"), dateTimeOriginal: "2004:01:02 03:04:05")
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "scan.tif", in: folder)))
        #expect(signal.local?.description == "2004-01-02T03:04:05")
    }

    @Test func tiffsDifferingOnlyInTheirIPTCDateAreDifferentPhotos() throws {
        let first = try #require(PhotoFixtures.signal(PhotoFixtures.write(
            Build.tiffWithIPTC(Build.iptcDates("20030830", "140509")), "a.tif", in: folder)))
        let second = try #require(PhotoFixtures.signal(PhotoFixtures.write(
            Build.tiffWithIPTC(Build.iptcDates("20030831", "140509")), "b.tif", in: folder)))
        #expect(first.identity != second.identity)
    }

    @Test func iptcValueOutsideTheFileIsSkippedAndTheEXIFDateKept() throws {
        let whole = Build.tiffWithIPTC(Build.iptcDates("20030830", "140509"), dateTimeOriginal: "2004:01:02 03:04:05")
        let path = PhotoFixtures.write(Array(whole.dropLast(40)), "cut.tif", in: folder)
        let signal = try #require(PhotoFixtures.signal(path))
        #expect(signal.local?.description == "2004-01-02T03:04:05")
    }

    @Test(arguments: [
        // A record whose length runs past the value, a date of the wrong length, a date without its time, garbage.
        Build.iptcRecord(55, "20030830") + [0x1C, 2, 60, 0x7F, 0xFF, 0x31],
        Build.iptcRecord(55, "2003083") + Build.iptcRecord(60, "140509"),
        Build.iptcRecord(55, "20030830"),
        (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7919) },
        [0x1C, 2, 55, 0x80, 0x04, 0, 0, 0, 8],
    ])
    func hostileTIFFIPTCGivesNoDate(records: [UInt8]) throws {
        let path = PhotoFixtures.write(Build.tiffWithIPTC(records), "bad.tif", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        guard case .noDate = error else { Issue.record("expected no date, got \(error)"); return }
    }

    @Test func jpegPhotoshopSegmentStillDatesThePhoto() throws {
        let bytes = Build.jpeg(marker: 0xED, Build.photoshop(Build.iptcDates("20191107", "081500+0100")))
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "news.jpg", in: folder)))
        #expect(signal.local?.description == "2019-11-07T08:15:00")
        #expect(signal.utc == ISO8601DateFormatter().date(from: "2019-11-07T07:15:00Z"))
    }

    @Test func casioQVCISegmentDatesThePhoto() throws {
        let bytes = Build.jpeg(marker: 0xE1, Build.qvci(date: "1998.10.24.12.08.57"))
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(bytes, "CIMG0001.jpg", in: folder)))
        #expect(signal.local?.description == "1998-10-24T12:08:57")
        #expect(signal.day == day("1998-10-24"))
        #expect(signal.utc == nil)
    }

    @Test(arguments: [
        // Cut before the date ends, not a date, an impossible date.
        Array(Build.qvci(date: "1998.10.24.12.08.57").prefix(0x4D + 18)),
        Build.qvci(date: "1998/10/24 12:08:57"),
        Build.qvci(date: "1998.13.24.12.08.57"),
        Array("QVCI\0".utf8),
    ])
    func hostileQVCISegmentGivesNoUsableDate(payload: [UInt8]) throws {
        let path = PhotoFixtures.write(Build.jpeg(marker: 0xE1, payload), "CIMG0002.jpg", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        switch error {
        case .noDate, .noMetadata, .implausibleDate: break
        default: Issue.record("expected no usable date, got \(error)")
        }
    }

    @Test func qvciSegmentLongerThanTheFileIsTruncated() throws {
        let whole = Build.jpeg(marker: 0xE1, Build.qvci(date: "1998.10.24.12.08.57"))
        let error = try #require(PhotoFixtures.rejection(PhotoFixtures.write(Array(whole.prefix(60)), "cut.jpg", in: folder)))
        guard case .truncated = error else { Issue.record("expected truncated, got \(error)"); return }
    }

    @Test func exifSignatureWithoutAnyTIFFIsNotFatal() throws {
        let error = try #require(PhotoFixtures.rejection(PhotoFixtures.write(Build.jpeg(marker: 0xE1, Array("Exif\0".utf8)), "e.jpg", in: folder)))
        #expect(error == .noMetadata(.jpeg))
    }
}
