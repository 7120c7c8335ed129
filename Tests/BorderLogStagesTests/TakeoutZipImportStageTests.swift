import BorderLogArchive
import BorderLogModel
import BorderLogSampleMedia
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog photos takeout.zip`: the sample Takeout (`SampleTakeout`) read from inside its zip, through the stage as
/// the command line calls it.
@Suite struct TakeoutZipImportStageTests {
    let folder = TemporaryDirectory()

    func options(_ roots: [String]) -> PhotoImportOptions {
        PhotoImportOptions(roots: roots)
    }

    /// Each stored photo's signal by its source path.
    func stored(_ store: Store) throws -> [String: Signal] {
        Dictionary(uniqueKeysWithValues: try store.signals(kind: .photo).map { ($0.source, $0.signal) })
    }

    @Test func membersArePairedWithTheirSidecarsAndRecordedAsTheirOwnSources() throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([zip]), into: store, context: context)

        // The same counts as the unpacked folder: 16 photos and videos, 15 read sidecars, one broken, two conflicts.
        #expect(summary.seen == 16 && summary.rejected == 0 && summary.added == 16 && summary.archives == 1)
        #expect(summary.withGPS == 15 && summary.withoutGPS == 1)
        #expect(summary.sidecars == 15 && summary.brokenSidecars == 1 && summary.sidecarConflicts == 2 && summary.filledFromSidecar == 14)
        #expect(summary.line.contains(", 1 zip archive read"))

        let byPath = try stored(store)
        for (path, place) in SampleTakeout.sidecarPlaces {
            #expect(byPath["\(zip)!/\(path)"]?.coordinate == Coordinate(latitude: place.latitude, longitude: place.longitude), "\(path)")
        }
        #expect(byPath["\(zip)!/\(SampleTakeout.undated)"]?.day == day("2024-06-02"))
        // Warnings name the member inside the archive.
        let warnings = observer.issues.map(\.description).sorted()
        #expect(observer.issues.allSatisfy { $0.severity == .warning } && warnings.count == 3)
        #expect(warnings[0].hasPrefix("\(zip)!/\(SampleTakeout.broken): warning: sidecar IMG_0010.jpg.json: JSON syntax error"))
        #expect(warnings[1].hasPrefix("\(zip)!/\(SampleTakeout.placeConflict): warning: sidecar IMG_0011.jpg.json disagrees with EXIF"))
    }

    @Test func aRerunOfAnUnchangedArchiveReadsNothingAChangedOneRereadsAndPurgeTakesItsMembers() throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        _ = try Stages.importPhotos(options([zip]), into: store, context: context)
        let lines = try store.signalLines()

        // Found in a folder this time: the archive is known by its path and stamp, and not opened.
        let again = try Stages.importPhotos(options([folder.path("downloads")]), into: store, context: context)
        #expect(again.unchanged == 1 && again.seen == 1 && again.archives == 0 && again.sidecars == 0 && again.added == 0)

        // A new modification time: every member is read again and found already stored.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: zip)
        let touched = try Stages.importPhotos(options([zip]), into: store, context: context)
        #expect(touched.archives == 1 && touched.seen == 16 && touched.added == 0 && touched.rejected == 0)
        #expect(try store.signalLines() == lines)

        // Purging the archive purges every member recorded from it; the next run reads it all again.
        let purged = try #require(try store.purge(sourcePath: zip))
        #expect(purged.sources == 17 && purged.signals == 16)
        let reread = try Stages.importPhotos(options([zip]), into: store, context: context)
        #expect(reread.archives == 1 && reread.added == 16)
    }

    @Test func aDamagedMemberIsALocatedRejectionAndTheRestOfTheArchiveIsRead() throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        let damaged = "\(SampleTakeout.albumFolder)/IMG_0013.jpg"
        // The member's deflate stream starts right after its local header (30 bytes, the name, the extra field); a first
        // byte of all ones declares a block type deflate does not have.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        let name = try #require(bytes.firstRange(of: Data(damaged.utf8)))
        let header = name.lowerBound - 30
        #expect(bytes[header..<header + 4] == Data([0x50, 0x4B, 0x03, 0x04]))
        let extra = Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8
        bytes[name.upperBound + extra] = 0xFF
        try bytes.write(to: URL(fileURLWithPath: zip))

        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([zip]), into: store, context: context)
        #expect(summary.seen == 16 && summary.rejected == 1 && summary.added == 15)
        let errors = observer.issues.filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["\(zip)!/\(damaged)"])
        #expect(errors.first?.message.hasPrefix("unreadable: cannot inflate: ") == true)
        #expect(try stored(store).count == 15)
    }

    @Test func aDryRunListsTheMembersAndWritesNothing() throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([zip]), into: nil, context: context)
        #expect(summary.dryRun && summary.found.count == 16 && summary.archives == 1 && summary.added == 0)
        let rome = try #require(summary.found.first { $0.signal.fields.source == "\(zip)!/\(SampleTakeout.undated)" })
        #expect(rome.dateSource == "takeout" && rome.placeSource == "takeout")
    }

    @Test func sidecarsPairAcrossThePartsOfAMultiPartTakeout() throws {
        let parts = try SampleTakeout.writeZips(into: folder.path("downloads"), parts: 2)
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options(parts), into: store, context: context)
        #expect(summary.archives == 2 && summary.seen == 16 && summary.added == 16)
        #expect(summary.sidecars == 15 && summary.brokenSidecars == 1 && summary.filledFromSidecar == 14)
        let byPath = try stored(store)
        for (path, place) in SampleTakeout.sidecarPlaces {
            let signal = try #require(byPath["\(parts[0])!/\(path)"] ?? byPath["\(parts[1])!/\(path)"], "\(path)")
            #expect(signal.coordinate == Coordinate(latitude: place.latitude, longitude: place.longitude), "\(path)")
        }
    }

    @Test func anArchiveIsKnownByItsContentAndTheSamePhotosUnpackedCountOnce() throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        let renamed = folder.path("downloads/takeout.download")
        try FileManager.default.moveItem(atPath: zip, toPath: renamed)
        folder.write("downloads/notes.zip", "not an archive")
        try SampleTakeout.write(to: folder.path("unpacked"))
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)

        let summary = try Stages.importPhotos(options([renamed, folder.path("downloads/notes.zip")]), into: store, context: context)
        #expect(summary.archives == 1 && summary.added == 16 && summary.rejected == 1)
        #expect(observer.issues.contains { $0.path == folder.path("downloads/notes.zip") && $0.severity == .error })

        let unpacked = try Stages.importPhotos(options([folder.path("unpacked")]), into: store, context: context)
        #expect(unpacked.seen == 16 && unpacked.added == 0 && unpacked.duplicates == 16)
    }

    @Test func anArchiveThatCannotBeOpenedIsRejectedByName() throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        // Cut before the central directory: the local header still says zip, but the directory is gone.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: zip))
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(options([zip]), into: store, context: context)
        #expect(summary.rejected == 1 && summary.archives == 0 && summary.added == 0)
        #expect(observer.issues.map(\.path) == [zip])
        // Not recorded: once the download completes, the next run reads it.
        #expect(try store.knownSources(format: .photo).count == 0)
    }
}
