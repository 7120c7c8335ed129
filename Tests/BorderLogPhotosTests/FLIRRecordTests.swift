import BorderLogModel
@testable import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// FLIR thermal-camera JPEGs, whose capture time and GPS position live in FLIR's own APP1 segments (an FFF record cut
/// into chunks) rather than in the EXIF.
@Suite struct FLIRRecordTests {
    let folder = TemporaryDirectory()
    typealias Build = FLIRFixtures

    /// The fixtures' capture time: 2012-02-11 14:17:08.253 at UTC+1.
    static let capturedAt = ISO8601DateFormatter().date(from: "2012-02-11T13:17:08Z")!
    static let stockholm = Build.gpsRecord(latitude: 59.329_323_5, longitude: 18.068_580_8)

    func mapped(_ bytes: [UInt8], _ name: String = "FLIR0001.jpg") throws -> PhotoSignalMapper.Mapped {
        switch PhotoFixtures.outcome(PhotoFixtures.write(bytes, name, in: folder)) {
        case .signal(let mapped): return mapped
        case .rejected(let error): throw error
        }
    }

    @Test func aPictureWhoseEXIFHasNeitherDateNorPositionIsDatedAndPlacedByItsRecords() throws {
        let bytes = Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(Build.fff(gps: Self.stockholm), count: 2))
        let mapped = try mapped(bytes)
        let signal = mapped.signal
        #expect(signal.local?.description == "2012-02-11T14:17:08")
        #expect(signal.utc == Self.capturedAt)
        #expect(signal.detail.storedDetail["offset"] == "+01:00" && signal.detail.storedDetail["subsec"] == "253" && signal.detail.storedDetail["dateSource"] == "original")
        #expect(signal.coordinate == Coordinate(latitude: 59.329_323_5, longitude: 18.068_580_8))
        #expect(signal.detail.storedDetail["altitude"] == "28.00" && signal.detail.storedDetail["model"] == "FLIR_i7")
        #expect(mapped.warnings.isEmpty)
    }

    /// As FLIR's i-series writes it: the same wall time in the EXIF, without the offset the camera record has.
    @Test func theRecordsGiveTheOffsetOfTheEXIFDateWhenItIsTheSameWallTime() throws {
        var exif = Build.bareEXIF
        exif.dateTimeOriginal = "2012:02:11 14:17:08"
        let same = try mapped(Build.jpeg(exif: exif, flir: Build.chunks(Build.fff(), count: 1))).signal
        #expect(same.local?.description == "2012-02-11T14:17:08" && same.utc == Self.capturedAt && same.detail.storedDetail["offset"] == "+01:00")

        exif.dateTimeOriginal = "2012:02:11 09:00:00"
        let other = try mapped(Build.jpeg(exif: exif, flir: Build.chunks(Build.fff(), count: 1)), "other.jpg").signal
        #expect(other.local?.description == "2012-02-11T09:00:00" && other.utc == nil && other.detail.storedDetail["offset"] == nil)
    }

    @Test func theEXIFPositionAndDateWinOverTheRecords() throws {
        let signal = try mapped(Build.jpeg(exif: .lisbon, flir: Build.chunks(Build.fff(gps: Self.stockholm), count: 2))).signal
        #expect(signal.local?.description == "2025-12-24T19:30:05" && signal.detail.storedDetail["offset"] == nil)
        #expect(abs(signal.coordinate!.latitude - 38.7139) < 1e-6 && abs(signal.coordinate!.longitude - -9.1394) < 1e-6)
        #expect(signal.detail.storedDetail["altitude"] == "45.00")
    }

    @Test(arguments: [
        (1, nil, false, true), (3, nil, false, true), (3, [2, 0, 1], false, false), (5, [4, 3, 2, 1, 0], true, false), (1, nil, true, true),
    ] as [(Int, [Int]?, Bool, Bool)])
    func chunksAreJoinedInTheirOwnOrderInEitherByteOrder(count: Int, order: [Int]?, littleEndianFFF: Bool, littleEndianCamera: Bool) throws {
        let fff = Build.fff(gps: Self.stockholm, camera: Build.cameraRecord(littleEndian: littleEndianCamera), littleEndian: littleEndianFFF)
        let signal = try mapped(Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(fff, count: count, order: order))).signal
        #expect(signal.utc == Self.capturedAt && signal.local?.description == "2012-02-11T14:17:08")
        #expect(signal.coordinate == Coordinate(latitude: 59.329_323_5, longitude: 18.068_580_8))
    }

    @Test func aGPSRecordWithoutAFixGivesNoPosition() throws {
        let noFix = Build.gpsRecord(valid: false, latitude: 59.3293, longitude: 18.0686)
        let mapped = try mapped(Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(Build.fff(gps: noFix), count: 2)))
        #expect(mapped.signal.coordinate == nil && mapped.signal.utc == Self.capturedAt && mapped.warnings.isEmpty)
    }

    @Test func aPictureWithoutEXIFIsDatedByItsRecordsAlone() throws {
        let signal = try mapped(Build.jpeg(exif: nil, flir: Build.chunks(Build.fff(gps: Self.stockholm), count: 2))).signal
        #expect(signal.utc == Self.capturedAt && signal.coordinate != nil)
    }

    @Test func twoPicturesThatDifferOnlyInTheirRecordsHaveTwoIdentities() throws {
        let first = PhotoFixtures.write(Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(Build.fff(), count: 2)), "a.jpg", in: folder)
        let later = Build.fff(camera: Build.cameraRecord(seconds: Build.capturedAt + 60))
        let second = PhotoFixtures.write(Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(later, count: 2)), "b.jpg", in: folder)
        #expect(try PhotoMetadataReader.read(path: first).identity != PhotoMetadataReader.read(path: second).identity)
    }

    // MARK: - Broken and hostile records

    /// What is wrong with the records costs them only: the EXIF date stays, and the warning says what broke.
    @Test(arguments: [
        (Array(Build.chunks(Build.fff(), count: 3).prefix(2)), "truncated: FLIR record has 2 of its 3 segments"),
        (Build.chunks(Build.fff([(0x20, Build.cameraRecord())], entries: 0x7FFF_FFFF), count: 1),
         "corrupt: FLIR FFF directory lists 2147483647 records"),
        (Build.chunks(Build.fff([(0x20, Build.cameraRecord())], directoryOffset: 0xFFFF_FF00), count: 1),
         "truncated: FLIR FFF directory lies outside the FLIR segments"),
        (Build.chunks(Build.fff([(0x20, Build.cameraRecord())], version: 7), count: 1), "corrupt: FLIR FFF record of unknown version"),
        (Build.chunks(Array("AFX\0".utf8) + Build.fff().dropFirst(4), count: 1), "corrupt: FLIR segments hold no FFF record"),
        (Build.chunks(Array(Build.fff().prefix(40)), count: 1), "truncated: FLIR FFF header lies outside the FLIR segments"),
    ] as [([[UInt8]], String)])
    func brokenRecordsAreIgnoredWithAWarning(flir: [[UInt8]], warning: String) throws {
        var exif = Build.bareEXIF
        exif.dateTimeOriginal = "2012:02:11 14:17:08"
        let mapped = try mapped(Build.jpeg(exif: exif, flir: flir))
        #expect(mapped.signal.local?.description == "2012-02-11T14:17:08" && mapped.signal.utc == nil)
        #expect(mapped.warnings == ["FLIR segments ignored: \(warning)"])
    }

    @Test func chunksThatDisagreeAboutTheirCountAreIgnored() throws {
        let flir = Build.chunks(Build.fff(), count: 3, lastNumber: 2).prefix(1) + Build.chunks(Build.fff(), count: 3, lastNumber: 4).suffix(2)
        let mapped = try mapped(Build.jpeg(exif: .lisbon, flir: Array(flir)), "mixed.jpg")
        #expect(mapped.signal.local?.description == "2025-12-24T19:30:05")
        #expect(mapped.warnings == ["FLIR segments ignored: corrupt: FLIR segments disagree about their count (3 and 5)"])
    }

    /// A record that lies outside the data ends the directory walk (as in ExifTool); a camera record too short to hold
    /// the time, an unset clock and an impossible zone give no date. None is an error of the file.
    @Test(arguments: [
        Array(Build.fff([(0x01, Build.rawData), (0x20, Build.cameraRecord())]).dropLast(10)),
        Build.fff([(0x20, Build.cameraRecord(length: 0x38D))]),
        Build.fff([(0x20, Build.cameraRecord(seconds: 0))]),
        Build.fff([(0x20, Build.cameraRecord(minutesWest: 15 * 60))]),
    ] as [[UInt8]])
    func recordsWithoutAUsableTimeLeaveThePictureUndated(fff: [UInt8]) throws {
        let path = PhotoFixtures.write(Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(Array(fff), count: 2)), "undated.jpg", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        guard case .noDate = error else { Issue.record("expected no date, got \(error)"); return }
    }

    @Test func aPictureWithoutEXIFWhoseRecordsAreBrokenHasNoMetadata() throws {
        let path = PhotoFixtures.write(Build.jpeg(exif: nil, flir: Build.chunks(Build.fff(), count: 3).dropLast()), "broken.jpg", in: folder)
        #expect(PhotoFixtures.rejection(path) == .noMetadata(.jpeg))
    }

    @Test func aFileCutInsideItsFLIRSegmentsIsTruncated() throws {
        let whole = Build.jpeg(exif: Build.bareEXIF, flir: Build.chunks(Build.fff(gps: Self.stockholm), count: 2))
        let error = try #require(PhotoFixtures.rejection(PhotoFixtures.write(Array(whole.prefix(whole.count - 1500)), "cut.jpg", in: folder)))
        guard case .truncated = error else { Issue.record("expected truncated, got \(error)"); return }
    }

    /// Random bytes written over the header, the directory and the records never crash the reader nor cost the EXIF
    /// its date, and never make it read more than the segments hold.
    @Test func scrambledRecordsNeverCostTheEXIFDate() throws {
        var exif = Build.bareEXIF
        exif.dateTimeOriginal = "2012:02:11 14:17:08"
        let fff = Build.fff(gps: Self.stockholm)
        let interesting = Array(0..<0x140) + Array((fff.count - 0x500)..<fff.count)
        var random = SplitMix64(seed: 0xF11A)
        for round in 0..<200 {
            var scrambled = fff
            for _ in 0..<(1 + round % 8) {
                scrambled[interesting.randomElement(using: &random)!] = UInt8.random(in: 0...255, using: &random)
            }
            let bytes = Build.jpeg(exif: exif, flir: Build.chunks(scrambled, count: 1 + round % 3))
            let signal = try mapped(bytes, "scrambled\(round).jpg").signal
            #expect(signal.day == day("2012-02-11"))
        }
    }
}
