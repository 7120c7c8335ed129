@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct FITReaderTests {
    let folder = TemporaryDirectory()

    /// 2024-07-01T10:00:30Z: its FIT time ends in the bits 11110, so compressed offsets after it wrap.
    static let start = Date(timeIntervalSince1970: 1_719_828_030)
    typealias Field = FITFileBuilder.Field

    /// A ride in Geneva as a bike computer writes it: a file_id, records with full timestamps (local type 0), a
    /// record without a fix, and records with compressed timestamps (local type 1, no timestamp field).
    static func ride() -> FITFileBuilder {
        var fit = FITFileBuilder()
        let t = FITFileBuilder.time(start)
        #expect(t & 0x1F == 30)
        fit.define(local: 2, global: FITFileBuilder.fileID, fields: [Field(number: 0, size: 1, baseType: 0), Field(number: 4, size: 4, baseType: 0x86)])
        fit.message(local: 2, [4, t])
        fit.define(local: 0, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong, .enhancedAltitude, .enhancedSpeed])
        fit.message(local: 0, [t, FITFileBuilder.semicircles(46.2044), FITFileBuilder.semicircles(6.1432), (375 + 500) * 5, 5_500])
        fit.message(local: 0, [t + 1, FITFileBuilder.invalidPosition, FITFileBuilder.invalidPosition, 0xFFFF_FFFF, 0])
        fit.define(local: 1, global: FITFileBuilder.record, fields: [.positionLat, .positionLong, .altitude, .speed, .heartRate])
        // t + 3 and t + 6 wrap past the 32-second boundary: offsets 1 and 4 are below 30.
        fit.message(local: 1, [FITFileBuilder.semicircles(46.2050), FITFileBuilder.semicircles(6.1440), (380 + 500) * 5, 6_000, 120], compressedTime: UInt8((t + 3) & 0x1F))
        fit.message(local: 1, [FITFileBuilder.semicircles(-33.8688), FITFileBuilder.semicircles(-151.2093), 0xFFFF, 0xFFFF, 121], compressedTime: UInt8((t + 6) & 0x1F))
        return fit
    }

    func read(_ bytes: [UInt8], name: String = "ride.fit") -> LocationFixtures.Read {
        LocationFixtures.read(path: folder.write(name, bytes: bytes))
    }

    @Test func recordsGivePointsWithTimesAltitudeAndSpeedAndCompressedTimestampsCountOnFromTheLastTime() throws {
        let read = read(Self.ride().file(), name: "Morning_Ride")
        #expect(read.format == .fit)
        #expect(read.errors.isEmpty)
        #expect(read.times == ["2024-07-01T10:00:30Z", "2024-07-01T10:00:33Z", "2024-07-01T10:00:36Z"])
        let first = try #require(read.points.first)
        #expect(abs(first.coordinate.latitude - 46.2044) < 1e-6 && abs(first.coordinate.longitude - 6.1432) < 1e-6)
        #expect(first.altitude == 375 && first.speed == 5.5 && first.detail == ["format": "fit", "element": "record"])
        #expect(read.points[1].altitude == 380 && read.points[1].speed == 6)
        // Southern and western hemispheres; invalid altitude and speed are left out.
        #expect(abs(read.points[2].coordinate.latitude + 33.8688) < 1e-6 && abs(read.points[2].coordinate.longitude + 151.2093) < 1e-6)
        #expect(read.points[2].altitude == nil && read.points[2].speed == nil)
        // The record without a fix is not a location.
        #expect(read.sink.points == 3)
    }

    @Test func developerFieldsBigEndianDefinitionsAndATwelveByteHeaderAreRead() {
        var fit = FITFileBuilder()
        let t = FITFileBuilder.time(Self.start)
        fit.define(local: 3, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong], developerSizes: [3, 1])
        fit.message(local: 3, [t, FITFileBuilder.semicircles(51.5), FITFileBuilder.semicircles(-0.12)])
        fit.define(local: 4, global: FITFileBuilder.record, fields: [.positionLat, .positionLong, .timestamp], bigEndian: true)
        fit.message(local: 4, [FITFileBuilder.semicircles(48.8566), FITFileBuilder.semicircles(2.3522), t + 7200])
        let read = read(fit.file(headerSize: 12))
        #expect(read.errors.isEmpty)
        #expect(read.times == ["2024-07-01T10:00:30Z", "2024-07-01T12:00:30Z"])
        #expect(read.points.map { ($0.coordinate.latitude * 1e4).rounded() / 1e4 } == [51.5, 48.8566])
    }

    @Test func chainedFilesAreAllReadEachWithItsOwnDefinitions() {
        var second = FITFileBuilder()
        second.define(local: 0, global: FITFileBuilder.record, fields: [.positionLat, .positionLong, .timestamp])
        second.message(local: 0, [FITFileBuilder.semicircles(47.3769), FITFileBuilder.semicircles(8.5417), FITFileBuilder.time(Self.start) + 86_400])
        let read = read(Self.ride().file() + second.file(headerCRC: false))
        #expect(read.errors.isEmpty)
        #expect(read.times.last == "2024-07-02T10:00:30Z" && read.points.count == 4)
    }

    @Test func aFileCRCThatDoesNotMatchIsReportedAndThePointsStand() {
        let read = read(Self.ride().file(damageCRC: true))
        #expect(read.points.count == 3)
        #expect(read.errors.map(\.field) == ["CRC"])
        #expect(read.errors.first?.message.contains("does not match its content") == true)
    }

    @Test func aHeaderCRCThatDoesNotMatchIsReported() {
        var bytes = Self.ride().file()
        bytes[12] ^= 0xFF
        let read = read(bytes)
        #expect(read.points.count == 3)
        // The header CRC is part of what the file CRC covers, so both disagree.
        #expect(read.errors.map(\.field) == ["header", "CRC"])
    }

    @Test func aTruncatedFileKeepsThePointsBeforeTheCut() {
        let bytes = Self.ride().file()
        let read = read(Array(bytes.prefix(bytes.count - 12)))
        #expect(read.points.count == 2)
        #expect(read.errors.count == 1)
        #expect(read.errors.first?.field == "message 8 at byte 130")
        #expect(read.errors.first?.message.contains("truncated") == true)
    }

    @Test func aDefinitionRunningPastTheDataSkipsTheRestAndTheNextChainedFileIsRead() {
        var broken = Self.ride()
        broken.raw([0x45, 0, 0, 20, 0, 200])  // local type 5 with 200 fields: 600 bytes the data does not hold
        var next = FITFileBuilder()
        next.define(local: 0, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong])
        next.message(local: 0, [FITFileBuilder.time(Self.start) + 60, FITFileBuilder.semicircles(1), FITFileBuilder.semicircles(2)])
        let read = read(broken.file() + next.file())
        #expect(read.points.count == 4)
        #expect(read.errors.map(\.field) == ["message 9 at byte 144"])
        #expect(read.errors.first?.message.contains("runs past the end of the data the header declares") == true)
    }

    @Test func aDataMessageOfAnUndefinedLocalTypeStopsThatFileAndIsReported() {
        var fit = Self.ride()
        fit.raw([0x09, 1, 2, 3, 4])
        fit.message(local: 0, [FITFileBuilder.time(Self.start) + 99, FITFileBuilder.semicircles(1), FITFileBuilder.semicircles(2), 0, 0])
        let read = read(fit.file())
        #expect(read.points.count == 3)
        #expect(read.errors.count == 1)
        #expect(read.errors.first?.message.contains("local message type 9, which no definition before it declares") == true)
    }

    @Test func aLatitudeOf91DegreesAndAHalfPositionAreRejectedAndTheRestRead() {
        var fit = FITFileBuilder()
        let t = FITFileBuilder.time(Self.start)
        fit.define(local: 0, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong])
        fit.message(local: 0, [t, FITFileBuilder.semicircles(91), FITFileBuilder.semicircles(10)])
        fit.message(local: 0, [t + 1, FITFileBuilder.semicircles(45), FITFileBuilder.invalidPosition])
        fit.message(local: 0, [t + 2, FITFileBuilder.semicircles(45), FITFileBuilder.semicircles(10)])
        let read = read(fit.file())
        #expect(read.points.count == 1)
        #expect(read.errors.map(\.field) == ["message 2 at byte 29", "message 3 at byte 42"])
        #expect(read.errors.first?.message.hasPrefix("coordinate out of range: 91.0") == true)
    }

    @Test func timesCountedFromTheDeviceStartAreNoDates() {
        var fit = FITFileBuilder()
        fit.define(local: 0, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong])
        fit.message(local: 0, [3_600, FITFileBuilder.semicircles(45), FITFileBuilder.semicircles(10)])
        let read = read(fit.file())
        #expect(read.sink.untimed == 1 && read.points.isEmpty && read.errors.isEmpty)
    }

    @Test func anArchitectureOtherThanLittleOrBigEndianIsRejected() {
        var fit = Self.ride()
        fit.raw([0x46, 0, 7, 20, 0, 0])
        let read = read(fit.file())
        #expect(read.points.count == 3)
        #expect(read.errors.first?.message.contains("architecture 7") == true)
    }

    @Test func bytesAfterTheLastFileAreAWarning() {
        let read = read(Self.ride().file() + Array("padding".utf8))
        #expect(read.points.count == 3 && read.errors.isEmpty)
        #expect(read.issues.map(\.message) == ["7 bytes after FIT file 1 are not another FIT file (7 bytes, fewer than a FIT header's 12); ignored"])
    }

    @Test(arguments: [
        ([UInt8]("FIT\n".utf8), "not a FIT file: 4 bytes, fewer than a FIT header's 12"),
        ([UInt8](repeating: 0x0E, count: 40), "not a FIT file: no '.FIT' signature at bytes 8–11"),
    ])
    func aFileNamedFitThatIsNoFITIsRejectedSayingWhy(_ bytes: [UInt8], _ message: String) {
        let read = read(bytes, name: "test.fit")
        #expect(read.error?.message == message)
    }
}
