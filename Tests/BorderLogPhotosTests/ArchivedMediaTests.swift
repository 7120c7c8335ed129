import BorderLogArchive
@testable import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// Photos and videos read from inside zip archives: inflated into memory, or past 64 MB into a private temporary file.
@Suite struct ArchivedMediaTests {
    let folder = TemporaryDirectory()

    /// A video whose `moov` (with its place) comes after 65 MB of other boxes, as a camera that writes `moov` last does.
    func largeVideo() -> [UInt8] {
        let sample = SampleMedia.quickTime(location: "+48.8566+002.3522/", creationDate: nil, created: Date(timeIntervalSince1970: 1_717_000_000))
        let ftyp = Int(sample[0]) << 24 | Int(sample[1]) << 16 | Int(sample[2]) << 8 | Int(sample[3])
        return Array(sample[..<ftyp]) + SampleMedia.box("free", [UInt8](repeating: 0, count: 65 << 20)) + Array(sample[ftyp...])
    }

    @Test func aLargeVideoIsReadFromAPrivateTemporaryFileThatIsGoneAfterwards() throws {
        let video = largeVideo()
        let zip = folder.path("takeout.zip")
        try ZipWriter.write([("Takeout/Google Photos/Trip/VID_1.mp4", Data(video))], to: zip, compression: .stored)
        let unpacked = folder.write("VID_1.mp4", bytes: video)

        var temporary: String?
        do {
            let media = ArchivedMedia()
            let member = try #require(try media.members(of: zip).first)
            #expect(ArchivedMedia.staging(of: member) == .temporaryFile)
            let extraction = try media.extraction(of: .member(archive: zip, member))
            #expect(extraction.metadata.latitude == 48.8566 && extraction.metadata.longitude == 2.3522)
            // The same video unpacked is the same evidence.
            #expect(extraction.identity == (try PhotoMetadataReader.read(path: unpacked)).identity)
            let made = try #require(media.temporaryFolder)
            // Private, and already empty: the copy was unlinked as soon as it was open.
            let permissions = try FileManager.default.attributesOfItem(atPath: made)[.posixPermissions] as? Int
            #expect(permissions == 0o700)
            #expect(try FileManager.default.contentsOfDirectory(atPath: made).isEmpty)
            temporary = made
        }
        #expect(!FileManager.default.fileExists(atPath: try #require(temporary)))
    }

    @Test func aSmallMemberIsReadInMemoryWithoutATemporaryFolder() throws {
        let zip = folder.path("takeout.zip")
        try ZipWriter.write([("IMG_1.jpg", Data(SampleMedia.jpeg(.lisbon)))], to: zip)
        let media = ArchivedMedia()
        let member = try #require(try media.members(of: zip).first)
        #expect(ArchivedMedia.staging(of: member) == .memory)
        let extraction = try media.extraction(of: .member(archive: zip, member))
        #expect(extraction.metadata.latitude != nil)
        #expect(media.temporaryFolder == nil)
    }

    @Test func aMemberThatIsNotAPhotoOrAnArchiveThatIsGoneIsAReasonNotACrash() throws {
        let zip = folder.path("takeout.zip")
        try ZipWriter.write([("IMG_1.jpg", Data("not a photo".utf8)), ("IMG_1.jpg.json", Data("[1, 2".utf8))], to: zip)
        let media = ArchivedMedia()
        let members = try media.members(of: zip)
        #expect(throws: PhotoReadError.self) { try media.extraction(of: .member(archive: zip, members[0])) }
        #expect(throws: TakeoutSidecarError.self) { try media.sidecar(at: .member(archive: zip, members[1])) }
        #expect(throws: ArchiveError.self) { try ArchivedMedia().members(of: folder.path("missing.zip")) }
    }
}
