import BorderLogModel
@testable import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// GPS written as text instead of EXIF rationals, and GPS whose reference tags are missing.
@Suite struct GPSTextTests {
    let folder = TemporaryDirectory()

    @Test(arguments: [
        ("52.5200", "N", 52.52),
        ("52 31 12.00", "N", 52.52),
        ("52,31,12", "N", 52.52),
        ("52 31.2", "N", 52.52),
        ("52°31'12.00\"", "N", 52.52),
        ("52 deg 31' 12.00\" N", nil, 52.52),
        ("S 33 51 24.48", nil, -33.8568),
        ("-33.8568", nil, -33.8568),
        ("-33.8568", "S", -33.8568),
        ("33.8568", "S", -33.8568),
        ("33.8568", "s", -33.8568),
        ("33,51.408S", "N", 33.8568),
        // Decimal commas, the values joined by commas too.
        ("52,00000,50,00000,34,01180", "N", 52 + 50.0 / 60 + 34.0118 / 3600),
        ("33,5,51,0,24,48S", nil, -(33.5 + 51.0 / 60 + 24.48 / 3600)),
    ] as [(String, String?, Double)])
    func textLatitudesAreRead(text: String, reference: String?, expected: Double) throws {
        let reading = try #require(GPSCoordinateText.parse(text, positive: "N", negative: "S"))
        let letter = reference?.uppercased().first
        let degrees = GPSCoordinateText.signed(reading.degrees, references: [letter, reading.reference], positive: "N", negative: "S")
        #expect(abs(degrees - expected) < 1e-9)
    }

    @Test(arguments: ["", "N", "52 60 00", "52 31 60", "52 -31 00", "1 2 3 4", "nan", "inf", "0x1p5", "52.5.2", "fifty-two",
                      String(repeating: "5", count: 65), "52,00000,60,00000,34,01180", "52,00000,50,,34,01180", "52,0,50,0,34,0,1",
                      "-52,00000,50,00000,34,01180", "52,00000,50,00000,34,0118x"])
    func textThatIsNoCoordinateIsRefused(text: String) {
        #expect(GPSCoordinateText.parse(text, positive: "N", negative: "S") == nil)
    }

    @Test func aJPEGWithTextGPSAndATextTimeStampIsPlaced() throws {
        var metadata = SamplePhotoMetadata(dateTimeOriginal: "2026:04:02 11:00:00", gpsDate: "2026:04:02")
        metadata.gpsText = .init(latitude: "52 31 12.00", longitude: "13.4050", latitudeRef: "N", longitudeRef: "E", timeStamp: "09:00:05")
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "ascii.jpg", in: folder)))
        #expect(abs(signal.coordinate!.latitude - 52.52) < 1e-9 && abs(signal.coordinate!.longitude - 13.405) < 1e-9)
        #expect(signal.utc == ISO8601DateFormatter().date(from: "2026-04-02T09:00:05Z"))
    }

    /// As one writer formats numbers with a decimal comma: degrees, minutes and seconds of latitude, longitude and the
    /// GPS time each as `value,fraction`, all joined by commas.
    @Test(arguments: [true, false])
    func aJPEGWithDecimalCommaGPSTextIsPlacedWhereItWasMade(bigEndian: Bool) throws {
        var metadata = SamplePhotoMetadata(dateTimeOriginal: "2014:04:26 19:09:19")
        metadata.gpsText = .init(latitude: "52,00000,50,00000,34,01180", longitude: "11,00000,10,00000,58,28360", latitudeRef: "N",
                                 longitudeRef: "E", timeStamp: "17,00000,8,00000,29,00000")
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata, bigEndian: bigEndian), "comma.jpg", in: folder)))
        #expect(abs(signal.coordinate!.latitude - (52 + 50.0 / 60 + 34.0118 / 3600)) < 1e-9)
        #expect(abs(signal.coordinate!.longitude - (11 + 10.0 / 60 + 58.2836 / 3600)) < 1e-9)
        #expect(signal.local?.description == "2014-04-26T19:09:19")
    }

    @Test(arguments: [true, false])
    func aJPEGWithTextGPSAndNoReferencesKeepsTheSignsItWasWritten(bigEndian: Bool) throws {
        var metadata = SamplePhotoMetadata(dateTimeOriginal: "2026:01:15 08:00:00")
        metadata.gpsText = .init(latitude: "-33.8568", longitude: "151.2153")
        let path = PhotoFixtures.write(PhotoFixtures.jpeg(metadata, bigEndian: bigEndian), "sydney.jpg", in: folder)
        let signal = try #require(PhotoFixtures.signal(path))
        #expect(signal.coordinate == Coordinate(latitude: -33.8568, longitude: 151.2153))
    }

    @Test func unreadableTextGPSCostsThePlaceNotTheDate() throws {
        var metadata = SamplePhotoMetadata(dateTimeOriginal: "2026:01:15 08:00:00")
        metadata.gpsText = .init(latitude: "unknown", longitude: "151.2153", latitudeRef: "S", longitudeRef: "E")
        let signal = try #require(PhotoFixtures.signal(PhotoFixtures.write(PhotoFixtures.jpeg(metadata), "unknown.jpg", in: folder)))
        #expect(signal.coordinate == nil && signal.day == day("2026-01-15"))
    }
}
