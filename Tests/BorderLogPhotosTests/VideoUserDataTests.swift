import BorderLogModel
@testable import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// MP4 and 3GP user data: 3GPP TS 26.244 `loci`, `yrrc`, `date`, `©day` and Android's `©xyz`, with the precedence and
/// the disagreement warnings of ``VideoEvidence``.
@Suite struct VideoUserDataTests {
    let folder = TemporaryDirectory()

    /// 2026-05-01 17:20:00 UTC, the `mvhd` creation time of the test movies.
    static let created = ISO8601DateFormatter().date(from: "2026-05-01T17:20:00Z")!
    /// One step of 16.16 fixed point is 1/65536 of a degree (under 2 m).
    static let fixedStep = 1.0 / 65_536

    func mapped(_ bytes: [UInt8], _ name: String = "clip.3gp") throws -> PhotoSignalMapper.Mapped {
        let path = PhotoFixtures.write(bytes, name, in: folder)
        switch PhotoFixtures.outcome(path) {
        case .signal(let mapped): return mapped
        case .rejected(let error): throw error
        }
    }

    static func lisbonLoci(name: [UInt8] = SampleMedia.utf8String("Lisboa")) -> [UInt8] {
        SampleMedia.loci(name: name, latitude: 38.7139, longitude: -9.1394, altitude: 45)
    }

    @Test func lociAndDateBoxPlaceAndDateA3GPPRecording() throws {
        let movie = SampleMedia.mp4(
            brand: "3gp6", created: Self.created,
            userData: [Self.lisbonLoci(), SampleMedia.date("2026-05-01T18:20:00+0100"), SampleMedia.recordingYear(2026)])
        let mapped = try mapped(movie)
        let signal = mapped.signal
        #expect(abs(signal.coordinate!.latitude - 38.7139) <= Self.fixedStep)
        #expect(abs(signal.coordinate!.longitude - -9.1394) <= Self.fixedStep)
        #expect(signal.detail.storedDetail["altitude"] == "45.00")
        #expect(signal.local?.description == "2026-05-01T18:20:00")
        #expect(signal.utc == Self.created)
        #expect(signal.detail.storedDetail["offset"] == "+0100")
        #expect(mapped.warnings.isEmpty)
    }

    @Test(arguments: [SampleMedia.utf16String("Zürich Hauptbahnhof"), SampleMedia.utf8String("Zürich Hauptbahnhof")])
    func lociInATrackUserDataIsReadInEitherEncoding(name: [UInt8]) throws {
        let loci = SampleMedia.loci(name: name, latitude: 47.3779, longitude: 8.5403, altitude: 408)
        let mapped = try mapped(SampleMedia.mp4(brand: "3gp4", created: Self.created, userData: [], trackUserData: [loci]))
        #expect(abs(mapped.signal.coordinate!.latitude - 47.3779) <= Self.fixedStep)
        #expect(abs(mapped.signal.coordinate!.longitude - 8.5403) <= Self.fixedStep)
        #expect(mapped.signal.day == day("2026-05-01") && mapped.signal.utc == Self.created)
        #expect(mapped.warnings.isEmpty)
    }

    @Test func androidMediaMuxerXYZAloneGivesThePlaceAndTheHeaderTheInstant() throws {
        let movie = SampleMedia.mp4(created: Self.created, userData: [SampleMedia.xyz("+38.7139-009.1394/")])
        let mapped = try mapped(movie, "VID_20260501_182000.mp4")
        #expect(mapped.signal.coordinate == Coordinate(latitude: 38.7139, longitude: -9.1394))
        #expect(mapped.signal.utc == Self.created)
        #expect(mapped.signal.detail.storedDetail["dateSource"] == "video")
        #expect(mapped.warnings.isEmpty)
    }

    @Test func xyzWinsOverADisagreeingLociAndTheDisagreementIsAWarning() throws {
        let madrid = SampleMedia.loci(name: SampleMedia.utf8String("Madrid"), latitude: 40.4168, longitude: -3.7038)
        let mapped = try mapped(SampleMedia.mp4(created: Self.created, userData: [madrid, SampleMedia.xyz("+38.7139-009.1394/")]))
        #expect(mapped.signal.coordinate == Coordinate(latitude: 38.7139, longitude: -9.1394))
        #expect(mapped.warnings == ["udta 'loci' places the recording at 40.41679,-3.70380, udta '©xyz' at 38.71390,-9.13940; used udta '©xyz'"])

        // Within about a kilometre the two agree: the fixed point's rounding is no disagreement.
        let agreeing = try self.mapped(SampleMedia.mp4(created: Self.created, userData: [Self.lisbonLoci(), SampleMedia.xyz("+38.7139-009.1394/")]))
        #expect(agreeing.warnings.isEmpty)
    }

    /// Of the two ISO 6709 texts, the one written to the finer step places the recording (an editor may copy the
    /// phone's key to `©xyz` rounded, or the other way round); the key when both are as fine.
    @Test(arguments: [
        ("+37.3317-122.0307+012.345/", "+37.33-122.03/", 37.3317, -122.0307),
        ("+37.33-122.03+012.345/", "+37.331712-122.030712/", 37.331712, -122.030712),
        ("+37.3317-122.0307/", "+37.3318-122.0306/", 37.3317, -122.0307),
        ("+3719.902-12201.842/", "+37.33-122.03/", 37 + 19.902 / 60, -(122 + 1.842 / 60)),
        ("+37.3317-122.03/", "+37.331-122.031/", 37.331, -122.031),
    ] as [(String, String, Double, Double)])
    func theFinerOfTheLocationKeyAndXYZPlacesTheRecording(key: String, xyz: String, latitude: Double, longitude: Double) throws {
        let movie = SampleMedia.quickTime(location: xyz, creationDate: "2026-05-01T10:20:00-0700", created: Self.created, appleLocation: key)
        let mapped = try mapped(movie, "IMG_0001.MOV")
        #expect(abs(mapped.signal.coordinate!.latitude - latitude) < 1e-9 && abs(mapped.signal.coordinate!.longitude - longitude) < 1e-9)
        #expect(mapped.warnings.isEmpty)
    }

    @Test func aFinerXYZThatDisagreesWithTheKeyIsUsedAndTheKeyNamed() throws {
        let movie = SampleMedia.quickTime(location: "+38.713912-009.139412/", creationDate: nil, created: Self.created, appleLocation: "+37.33-122.03/")
        let mapped = try mapped(movie, "IMG_0002.MOV")
        #expect(mapped.signal.coordinate == Coordinate(latitude: 38.713912, longitude: -9.139412))
        #expect(mapped.warnings == [
            "'com.apple.quicktime.location.ISO6709' places the recording at 37.33000,-122.03000, udta '©xyz' at 38.71391,-9.13941; used udta '©xyz'",
        ])
    }

    /// 16.16 fixed point is finer than most ISO 6709 text, but a `loci` is as often an editor's label: it places the
    /// recording only when no ISO 6709 text does.
    @Test func aLociDoesNotOutrankACoarserXYZ() throws {
        let mapped = try mapped(SampleMedia.mp4(created: Self.created, userData: [Self.lisbonLoci(), SampleMedia.xyz("+38.71-009.14/")]))
        #expect(mapped.signal.coordinate == Coordinate(latitude: 38.71, longitude: -9.14))
    }

    @Test func theDateBoxWinsOverADisagreeingHeaderAndARecordingYearAndEachIsNamed() throws {
        let weekLater = Self.created.addingTimeInterval(7 * 86_400)
        let movie = SampleMedia.mp4(
            created: weekLater,
            userData: [SampleMedia.date("2026-05-01T18:20:00+01:00"), SampleMedia.recordingYear(2019), SampleMedia.internationalText("day", "2019")])
        let mapped = try mapped(movie)
        #expect(mapped.signal.local?.description == "2026-05-01T18:20:00" && mapped.signal.utc == Self.created)
        #expect(mapped.warnings == [
            "'mvhd' creation time dates the recording 2026-05-08T17:20:00Z, udta 'date' 2026-05-01T18:20:00+01:00; used udta 'date'",
            "udta 'yrrc' gives the year 2019, udta 'date' 2026-05-01T18:20:00+01:00; used udta 'date'",
        ])
    }

    @Test func aFullDayBoxDatesAMovieWithNothingBetterAndYieldsToTheDateBox() throws {
        // ©day with a date and time dates a movie that has nothing better; a wall time without offset is compared
        // with the header allowing any zone.
        let dayOnly = SampleMedia.mp4(created: Self.created, userData: [SampleMedia.internationalText("day", "2026-05-01T13:20:00")])
        let fromDay = try mapped(dayOnly)
        #expect(fromDay.signal.local?.description == "2026-05-01T13:20:00" && fromDay.warnings.isEmpty)

        let both = SampleMedia.mp4(
            created: Self.created, userData: [SampleMedia.date("2026-05-01T18:20:00+0100"), SampleMedia.internationalText("day", "2026-05-01T13:20:00")])
        #expect(try mapped(both).signal.local?.description == "2026-05-01T18:20:00")
    }

    @Test(arguments: [
        (SampleMedia.loci(name: SampleMedia.utf8String("Lisboa"), role: 2, latitude: 38.7, longitude: -9.1), "it names a fictional place"),
        (SampleMedia.loci(name: SampleMedia.utf8String("Olympus Mons"), latitude: 18.65, longitude: -133.8, body: SampleMedia.utf8String("mars")),
         "its place is on mars"),
        (SampleMedia.loci(name: SampleMedia.utf8String("?"), latitude: 999, longitude: 999), "its coordinates are out of range"),
    ])
    func lociThatDoesNotSayWhereTheRecordingWasMadeIsIgnored(loci: [UInt8], reason: String) throws {
        let mapped = try mapped(SampleMedia.mp4(created: Self.created, userData: [loci]))
        #expect(mapped.signal.coordinate == nil && mapped.signal.utc == Self.created)
        #expect(mapped.warnings == ["udta 'loci' ignored: \(reason)"])
    }

    /// A broken `loci` costs its position only: the date from the movie header is kept, and the warning says what broke.
    @Test(arguments: [
        (SampleMedia.fullBox("loci", [0x15, 0xC7] + Array("Lisboa, without its NUL".utf8)), "corrupt: 'loci' box: the place name has no terminator"),
        (SampleMedia.fullBox("loci", [0x15, 0xC7, 0xFE, 0xFF, 0x00, 0x4C, 0x00]), "corrupt: 'loci' box: the UTF-16 place name has an odd length"),
        (SampleMedia.fullBox("loci", [0x15, 0xC7, 0xFE, 0xFF, 0x00, 0x4C]), "corrupt: 'loci' box: the UTF-16 place name has no terminator"),
        (SampleMedia.fullBox("loci", [0x15, 0xC7] + SampleMedia.utf8String("Lisboa") + [0, 1, 2]), "truncated: 'loci' box ends inside its coordinates"),
        (SampleMedia.fullBox("loci", [0x15]), "truncated: 'loci' box ends before its language code"),
        (SampleMedia.fullBox("yrrc", [7]), "truncated: 'yrrc' box ends before its year"),
    ])
    func hostileUserDataBoxesCostOnlyThemselves(box: [UInt8], reason: String) throws {
        let mapped = try mapped(SampleMedia.mp4(created: Self.created, userData: [box]))
        #expect(mapped.signal.coordinate == nil && mapped.signal.utc == Self.created)
        let source = box[4..<8].elementsEqual("yrrc".utf8) ? "udta 'yrrc'" : "udta 'loci'"
        #expect(mapped.warnings == ["\(source) ignored: \(reason)"])
    }

    @Test func aLociWhoseLengthRunsPastItsUserDataMakesTheFileCorrupt() throws {
        var loci = Self.lisbonLoci()
        loci[3] &+= 200  // the size field's low byte: the box now claims 200 bytes more than its 'udta' holds
        let path = PhotoFixtures.write(SampleMedia.mp4(created: Self.created, userData: [loci]), "long.3gp", in: folder)
        let error = try #require(PhotoFixtures.rejection(path))
        guard case .corrupt(let why) = error else { Issue.record("expected corrupt, got \(error)"); return }
        #expect(why.contains("'loci'") && why.contains("outside its container"))
    }

    /// A track's user data is optional evidence: when its boxes are broken the track is skipped, the movie's own kept.
    @Test func aBrokenTrackUserDataDoesNotCostTheMovieItsOwnBoxes() throws {
        let brokenChild = SampleMedia.be32(3) + Array("junk".utf8)
        let movie = SampleMedia.mp4(created: Self.created, userData: [SampleMedia.xyz("+38.7139-009.1394/")], trackUserData: [brokenChild])
        let mapped = try mapped(movie)
        #expect(mapped.signal.coordinate == Coordinate(latitude: 38.7139, longitude: -9.1394) && mapped.signal.utc == Self.created)
        #expect(mapped.warnings.isEmpty)
    }

    @Test func aDateBoxThatIsNoDateIsIgnoredWithAWarning() throws {
        let mapped = try mapped(SampleMedia.mp4(created: Self.created, userData: [SampleMedia.date("yesterday")]))
        #expect(mapped.signal.utc == Self.created)
        #expect(mapped.warnings == ["udta 'date' 'yesterday' is not a date and time; ignored"])
    }
}
