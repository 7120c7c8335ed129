import BorderLogModel
import BorderLogSampleMedia
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog photos` on Photos libraries (docs/evidence/photos.md), through the stage as the command line calls it.
@Suite struct PhotoLibraryImportStageTests {
    let folder = TemporaryDirectory()
    /// 2024-07-01 10:00 UTC.
    static let july = Date(timeIntervalSince1970: 1_719_828_000)

    static func asset(_ uuid: String, day: Int, latitude: Double = 48.8584, longitude: Double = 2.2945, name: String? = nil, size: Int64? = nil)
        -> PhotosLibraryBuilder.Asset
    {
        PhotosLibraryBuilder.Asset(
            uuid: uuid, created: july.addingTimeInterval(Double(day) * 86400), latitude: latitude, longitude: longitude,
            timeZoneOffset: 7200, originalFilename: name ?? "IMG_\(uuid).HEIC", originalFileSize: size ?? 1000)
    }

    func options(_ roots: [String]) -> PhotoImportOptions {
        PhotoImportOptions(roots: roots)
    }

    @Test func assetsAreSourcesOfTheirLibraryAndAnUnchangedLibraryIsNotOpened() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let library = try PhotosLibraryBuilder(.photos9).write(
            [Self.asset("A", day: 0), Self.asset("B", day: 1), Self.asset("C", day: 2, latitude: -180, longitude: -180)], in: folder.path("lib"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let first = try Stages.importPhotos(options([library]), into: store, context: context)
        #expect(first.seen == 3 && first.added == 3 && first.withGPS == 2 && first.withoutGPS == 1 && first.rejected == 0)
        #expect(first.libraries == 1 && first.line.contains("1 Photos library"))
        #expect(observer.issues.isEmpty)
        let sources = try store.signals().map(\.source).sorted()
        #expect(sources == ["A", "B", "C"].map { library + "!/" + $0 })
        #expect(try store.signals().first?.signal.detail.storedDetail["originalName"] == "IMG_A.HEIC")

        // Unchanged: the database is not opened. Overwritten with zeros under the same size and time, it would fail if it were.
        let database = library + "/database/Photos.sqlite"
        var info = stat()
        stat(database, &info)
        folder.write("lib/Test.photoslibrary/database/Photos.sqlite", bytes: [UInt8](repeating: 0, count: Int(info.st_size)))
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, database, &times, 0)
        let again = try Stages.importPhotos(options([library]), into: store, context: context)
        #expect(again.librariesUnchanged == 1 && again.libraries == 0 && again.added == 0 && again.unchanged == 3 && again.seen == 3)
        #expect(again.line.contains("1 Photos library (1 unchanged)"))
    }

    @Test func aChangedLibraryWritesOnlyWhatChangedAndDropsWhatIsGone() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let builder = PhotosLibraryBuilder(.photos6)
        let library = try builder.write([Self.asset("A", day: 0), Self.asset("B", day: 1), Self.asset("C", day: 2)], in: folder.path("lib"))
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        try Stages.importPhotos(options([library]), into: store, context: context)

        // B deleted, C moved to Tokyo, D new.
        var moved = Self.asset("C", day: 2, latitude: 35.68, longitude: 139.77)
        moved.timeZoneOffset = 9 * 3600
        sleep(1)
        try builder.write([Self.asset("A", day: 0), moved, Self.asset("D", day: 3)], in: folder.path("lib"))
        let summary = try Stages.importPhotos(options([library]), into: store, context: context)
        #expect(summary.seen == 3 && summary.unchanged == 1 && summary.added == 2 && summary.assetsRemoved == 1)
        let signals = try store.signals()
        #expect(signals.map(\.source).sorted() == ["A", "C", "D"].map { library + "!/" + $0 })
        #expect(signals.first { $0.source.hasSuffix("!/C") }?.signal.coordinate?.latitude == 35.68)

        // `purge --source` of the library takes its assets with it.
        let purged = try #require(try store.purge(sourcePath: library))
        #expect(purged.signals == 3 && purged.sources == 4)
        #expect(try store.signals().isEmpty)
    }

    @Test func aLibraryInAFolderIsReadFromItsDatabaseAndItsFilesAreNotWalked() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let pictures = folder.path("Pictures")
        let library = try PhotosLibraryBuilder(.photos5).write([Self.asset("A", day: 0)], named: "Photos Library", in: pictures)
        var photo = SamplePhotoMetadata()
        photo.dateTimeOriginal = "2024:07:05 12:00:00"
        photo.latitude = 41.9
        photo.longitude = 12.5
        // The original inside the library would be the same photo twice; the one beside it is a photo of its own.
        folder.write("Pictures/Photos Library.photoslibrary/originals/0/IMG_A.jpeg", bytes: SampleMedia.jpeg(photo))
        photo.dateTimeOriginal = "2024:07:06 12:00:00"
        folder.write("Pictures/rome.jpg", bytes: SampleMedia.jpeg(photo))
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([pictures]), into: store, context: context)
        #expect(summary.seen == 2 && summary.added == 2 && summary.libraries == 1)
        #expect(try store.signals().map(\.source).sorted() == [library + "!/A", pictures + "/rome.jpg"])
    }

    @Test func anAssetWhoseOriginalWasImportedAsAFileCountsOnce() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        var photo = SamplePhotoMetadata()
        photo.dateTimeOriginal = "2024:07:01 12:00:00"
        photo.latitude = 48.8584
        photo.longitude = 2.2945
        let bytes = SampleMedia.jpeg(photo)
        folder.write("export/IMG_0042.JPG", bytes: bytes)
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        try Stages.importPhotos(options([folder.path("export")]), into: store, context: context)

        let library = try PhotosLibraryBuilder(.photos9).write(
            [Self.asset("A", day: 0, name: "IMG_0042.JPG", size: Int64(bytes.count)), Self.asset("B", day: 1, name: "IMG_0042.JPG", size: 7)],
            in: folder.path("lib"))
        let summary = try Stages.importPhotos(options([library]), into: store, context: context)
        // A is the exported file (same name and size); B only shares the name.
        #expect(summary.duplicates == 1 && summary.added == 1)
        #expect(try store.signals().map(\.source).sorted() == [folder.path("export/IMG_0042.JPG"), library + "!/B"])
    }

    @Test func aBrokenLibraryIsRejectedAndTheOtherInputsAreImported() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let broken = folder.write("Broken.photoslibrary/database/Photos.sqlite", "SQLite format 2 (not really)")
        let good = try PhotosLibraryBuilder(.photos9).write([Self.asset("A", day: 0)], in: folder.path("lib"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([broken, good]), into: store, context: context)
        #expect(summary.rejected == 1 && summary.added == 1)
        #expect(observer.issues.map(\.description) == [folder.path("Broken.photoslibrary") + ": not a readable Photos database: the file does not start with an SQLite header"])
    }

    @Test func aDryRunListsAssetsWithTheirOriginalNames() throws {
        let library = try PhotosLibraryBuilder(.photos9).write([Self.asset("A", day: 0)], in: folder.path("lib"))
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([library]), into: nil, context: context)
        let found = try #require(summary.found.first)
        let json = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(found)) as? [String: Any])
        #expect(json["originalName"] as? String == "IMG_A.HEIC")
        #expect(json["dateSource"] as? String == "library" && json["placeSource"] as? String == "library")
        #expect(json["source"] as? String == library + "!/A")
    }
}
