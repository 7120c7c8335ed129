import BorderLogPhotoLibrary
import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// The Photos library reader on databases written in each release's layout (`PhotosLibraryBuilder`), and on damaged
/// and foreign files.
@Suite struct PhotoLibraryReaderTests {
    let folder = TemporaryDirectory()

    /// 2024-07-01 10:00 UTC.
    static let july = Date(timeIntervalSince1970: 1_719_828_000)

    static func assets() -> [PhotosLibraryBuilder.Asset] {
        var located = PhotosLibraryBuilder.Asset(
            uuid: "A-LOCATED", created: july, latitude: 48.8584, longitude: 2.2945, timeZoneOffset: 7200, timeZoneName: "Europe/Paris",
            originalFilename: "IMG_0001.HEIC", originalFileSize: 2_345_678)
        located.accuracy = 4.7
        let unlocated = PhotosLibraryBuilder.Asset(uuid: "B-NOWHERE", created: july.addingTimeInterval(60), timeZoneName: "GMT-0400")
        var trashed = PhotosLibraryBuilder.Asset(uuid: "C-TRASHED", created: july, latitude: 35.68, longitude: 139.77)
        trashed.trashed = true
        var hiddenVideo = PhotosLibraryBuilder.Asset(uuid: "D-HIDDEN", created: july, latitude: 51.5, longitude: -0.12, originalFilename: "clip.mov")
        hiddenVideo.hidden = true
        hiddenVideo.kind = 1
        let undated = PhotosLibraryBuilder.Asset(uuid: "E-UNDATED", created: nil)
        return [located, unlocated, trashed, hiddenVideo, undated]
    }

    @Test(arguments: PhotosLibraryBuilder.Layout.allCases)
    func everyLayoutGivesItsAssetsWithoutTheTrash(_ layout: PhotosLibraryBuilder.Layout) throws {
        let path = try PhotosLibraryBuilder(layout).write(Self.assets(), in: folder.path(""))
        let library = try #require(PhotoLibrary.at(path))
        let contents = try PhotoLibraryReader.read(library)

        #expect(contents.modelVersion == layout.modelVersion)
        #expect(contents.schema.modelVersions.contains(layout.modelVersion))
        #expect(contents.trashed == 1)
        #expect(contents.assets.map(\.uuid) == ["A-LOCATED", "B-NOWHERE", "D-HIDDEN", "E-UNDATED"])
        let located = contents.assets[0]
        #expect(located.created == Self.july)
        #expect(located.latitude == 48.8584 && located.longitude == 2.2945)
        #expect(located.timeZoneOffset == 7200 && located.timeZoneName == "Europe/Paris")
        #expect(located.originalFilename == "IMG_0001.HEIC" && located.originalFileSize == 2_345_678)
        // Only Photos 9 and later record the accuracy.
        #expect(located.accuracy == (layout == .photos9 ? 4.7 : nil))
        // −180, −180 is "no location".
        #expect(contents.assets[1].latitude == nil && contents.assets[1].longitude == nil)
        #expect(contents.assets[2].hidden && contents.assets[2].kind == .video)
        #expect(contents.assets[3].created == nil)
    }

    @Test func rowsStillInTheLogAreReadAndTheLibraryIsNeverWritten() throws {
        let path = try PhotosLibraryBuilder(.photos9).write(Self.assets(), in: folder.path(""), keepLog: true)
        let database = path + "/database/Photos.sqlite"
        #expect(FileManager.default.fileExists(atPath: database + "-wal"))
        try? FileManager.default.removeItem(atPath: database + "-shm")
        let before = try FileManager.default.contentsOfDirectory(atPath: path + "/database").sorted()
        let stamps = try before.map { try FileManager.default.attributesOfItem(atPath: path + "/database/" + $0)[.modificationDate] as? Date }
        // Read-only, as a library on a read-only share is.
        for name in before { chmod(path + "/database/" + name, 0o444) }
        defer { for name in before { chmod(path + "/database/" + name, 0o644) } }

        let contents = try PhotoLibraryReader.read(try #require(PhotoLibrary.at(path)))
        #expect(contents.assets.count == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path + "/database").sorted() == before)
        #expect(try before.map { try FileManager.default.attributesOfItem(atPath: path + "/database/" + $0)[.modificationDate] as? Date } == stamps)
    }

    @Test func theDatabaseFileNamedDirectlyIsItsLibrary() throws {
        let path = try PhotosLibraryBuilder(.photos6).write(Self.assets(), named: "Holiday", in: folder.path(""))
        let fromFile = try #require(PhotoLibrary.at(path + "/database/Photos.sqlite"))
        #expect(fromFile.path == path)
        // A Photos.sqlite outside a library folder names itself.
        try FileManager.default.copyItem(atPath: path + "/database/Photos.sqlite", toPath: folder.path("Photos.sqlite"))
        let loose = try #require(PhotoLibrary.at(folder.path("Photos.sqlite")))
        #expect(loose.path == folder.path("Photos.sqlite"))
        #expect(try PhotoLibraryReader.read(loose).assets.count == 4)
        // An ordinary folder or photo is not a library.
        #expect(PhotoLibrary.at(folder.path("")) == nil)
        #expect(PhotoLibrary.at(folder.write("IMG_1.jpg", "not a library")) == nil)
    }

    @Test(arguments: [(21_004, "newer than Photos 11"), (4_025, "older than Photos 5"), (11_000, "older than Photos 5")])
    func anUnknownModelVersionIsNamed(_ version: Int, _ reason: String) throws {
        let path = try PhotosLibraryBuilder(.photos9, modelVersion: version).write(Self.assets(), in: folder.path(""))
        #expect {
            try PhotoLibraryReader.read(try #require(PhotoLibrary.at(path)))
        } throws: { error in
            let text = "\(error)"
            return text.contains("model version \(version)") && text.contains(reason)
        }
    }

    @Test func aLayoutMissingAColumnNamesItAndTheVersion() throws {
        let path = try PhotosLibraryBuilder(.photos9).write(Self.assets(), in: folder.path(""))
        let queue = try DatabaseQueue(path: path + "/database/Photos.sqlite")
        try queue.write { try $0.execute(sql: "ALTER TABLE ZASSET DROP COLUMN ZLATITUDE") }
        try queue.close()
        #expect(throws: PhotoLibraryError.unknownSchema(modelVersion: 17600, why: "ZASSET has no column ZLATITUDE (Photos 9 (macOS 14) has)")) {
            try PhotoLibraryReader.read(try #require(PhotoLibrary.at(path)))
        }
    }

    @Test func damagedAndForeignDatabasesAreSaidToBeSo() throws {
        let good = try PhotosLibraryBuilder(.photos5).write(Self.assets(), in: folder.path("good"))
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: good + "/database/Photos.sqlite")))
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "the file is empty"),
            ("text", Array("<html>not a database</html>".utf8), "does not start with an SQLite header"),
            ("header", Array(bytes.prefix(60)), "ends inside its SQLite header"),
            ("cut", Array(bytes.prefix(bytes.count / 3)), ""),
            ("scrambled", Array(bytes.prefix(100)) + bytes.dropFirst(100).map { $0 ^ 0x5A }, ""),
        ]
        for (name, content, reason) in cases {
            let path = folder.write("\(name).photoslibrary/database/Photos.sqlite", bytes: content)
            let library = try #require(PhotoLibrary.at((path as NSString).deletingLastPathComponent + "/.."))
            #expect {
                try PhotoLibraryReader.read(library)
            } throws: { error in
                guard let error = error as? PhotoLibraryError else { return false }
                return reason.isEmpty || "\(error)".contains(reason)
            }
        }
        // A SQLite database that Photos did not write.
        let foreign = folder.path("foreign.photoslibrary/database/Photos.sqlite")
        try FileManager.default.createDirectory(atPath: (foreign as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try DatabaseQueue(path: foreign).write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        #expect(throws: PhotoLibraryError.unknownSchema(modelVersion: nil, why: "no Z_METADATA table: an SQLite database, but not one Photos wrote")) {
            try PhotoLibraryReader.read(try #require(PhotoLibrary.at(self.folder.path("foreign.photoslibrary"))))
        }
        // A library folder without its database.
        try FileManager.default.createDirectory(atPath: folder.path("bare.photoslibrary"), withIntermediateDirectories: true)
        #expect(throws: PhotoLibraryError.noDatabase(folder.path("bare.photoslibrary") + "/database/Photos.sqlite")) {
            try PhotoLibraryReader.read(try #require(PhotoLibrary.at(self.folder.path("bare.photoslibrary"))))
        }
    }

    /// osxphotos's public test libraries, read in place from `../shared/realdata/photolib` when present: macOS wrote
    /// them (Photos 5 and Photos 9), with the latest changes still in their write-ahead logs.
    @Test(arguments: [("Test-10.15.7", 13703, 27, 2), ("Test-14.6.0", 17600, 14, 2)])
    func osxphotosTestLibraries(_ name: String, _ model: Int, _ assets: Int, _ trashed: Int) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/realdata/photolib/\(name).photoslibrary").standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let contents = try PhotoLibraryReader.read(try #require(PhotoLibrary.at(path)))
        #expect(contents.modelVersion == model)
        #expect(contents.assets.count == assets && contents.trashed == trashed)
        // St James Park, London: the location and the zone Photos recorded.
        let park = try #require(contents.assets.first { $0.originalFilename == "St James Park.jpg" })
        #expect(park.latitude == 51.50357167 && park.longitude == -0.1318055)
        #expect(park.created == Date(timeIntervalSinceReferenceDate: 561_129_492.501))
        #expect(contents.assets.contains { $0.hidden })
    }
}
