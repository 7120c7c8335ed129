import BorderLogCore
import BorderLogEvidence
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct PhotoLibraryWalkerTests {
    let folder = TemporaryDirectory()

    @Test func walkSkipsHiddenAndNonMediaAndSurvivesLinkLoops() throws {
        let jpeg = PhotoFixtures.jpeg(PhotoFixtures.lisbon)
        PhotoFixtures.write(jpeg, "lib/2025/a.jpg", in: folder)
        PhotoFixtures.write(jpeg, "lib/2025/B.JPG", in: folder)
        PhotoFixtures.write(jpeg, "lib/.hidden.jpg", in: folder)
        PhotoFixtures.write(jpeg, "lib/.thumbs/c.jpg", in: folder)
        PhotoFixtures.write(Array("notes".utf8), "lib/notes.txt", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path("lib/2025/loop"), withDestinationPath: folder.path("lib"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("lib/self"), withDestinationPath: folder.path("lib"))
        let walk = PhotoLibraryWalker.walk([folder.path("lib")])
        #expect(walk.entries.map { ($0.path as NSString).lastPathComponent }.sorted() == ["B.JPG", "a.jpg"])
        #expect(walk.issues.isEmpty && walk.unchanged == 0)
        #expect(walk.entries.allSatisfy { $0.size == Int64(jpeg.count) })
    }

    @Test func aNameThatIsNotUTF8IsReportedForWhatItIs() throws {
        PhotoFixtures.write([1, 2, 3], "lib/fine.jpg", in: folder)
        let latin1 = folder.path("lib") + "/caf\u{E9}.jpg"
        let bytes = Array((folder.path("lib") + "/").utf8) + Array("caf".utf8) + [0xE9] + Array(".jpg".utf8) + [0]
        let fd = bytes.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        try #require(fd >= 0)
        close(fd)
        let walk = PhotoLibraryWalker.walk([folder.path("lib")])
        #expect(walk.entries.map(\.path) == [folder.path("lib/fine.jpg")])
        #expect(walk.issues.count == 1)
        #expect(walk.issues.first?.message.contains("not valid UTF-8") == true)
        #expect(walk.issues.first?.path != latin1)  // shown with a replacement character, not as another file's name
    }

    @Test func missingRootIsAnIssue() {
        let walk = PhotoLibraryWalker.walk([folder.path("nowhere")])
        #expect(walk.entries.isEmpty)
        #expect(walk.issues.count == 1)
    }

    /// A library large enough to be `stat`ed on several threads: the order is each folder's files by name,
    /// then its folders, whatever the threads do, and sizes and times are each file's own.
    @Test func aLargeLibraryComesOutInWalkOrderWithEachFilesStat() throws {
        var expected: [String] = []
        for year in ["2024", "2023", "2023/b", "2023/a"] {
            for n in stride(from: 149, through: 0, by: -1) {
                let name = "\(year)/IMG_\(String(format: "%04d", n)).\(n % 3 == 0 ? "HEIC" : "jpg")"
                PhotoFixtures.write(Array(repeating: UInt8(n), count: n + 1), name, in: folder)
            }
        }
        PhotoFixtures.write([1, 2, 3], "top.png", in: folder)
        PhotoFixtures.write([1], "2023/IMG_0001.jpg.xmp", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path("2023/b/link.jpg"), withDestinationPath: folder.path("top.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("2023/b/gone.jpg"), withDestinationPath: folder.path("nothing.jpg"))
        for year in ["", "2023/", "2023/a/", "2023/b/", "2024/"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(year)).filter { MediaContainer.isCandidate(name: $0) }
            expected += names.filter { $0 != "gone.jpg" }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { folder.path(year + $0) }
        }
        let walk = PhotoLibraryWalker.walk([folder.url.path])
        #expect(walk.entries.map(\.path) == expected)
        #expect(walk.issues.map(\.path) == [folder.path("2023/b/gone.jpg")])
        for entry in walk.entries {
            let attributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: entry.path).resolvingSymlinksInPath().path)
            #expect(entry.size == (attributes[.size] as? Int64 ?? -1))
            #expect(abs(entry.mtime - (attributes[.modificationDate] as! Date).timeIntervalSince1970) < 1e-3)
        }
    }

    @Test func knownFilesAreCountedUnchangedUntilTheirSizeOrTimeChanges() throws {
        for n in 0..<300 { PhotoFixtures.write(Array(repeating: 7, count: 10), "lib/\(n / 100)/\(n).jpg", in: folder) }
        let first = PhotoLibraryWalker.walk([folder.path("lib")])
        #expect(first.entries.count == 300 && first.unchanged == 0)
        var known = KnownFiles()
        for entry in first.entries { known.add(path: entry.path, KnownFiles.Stamp(size: entry.size, mtime: entry.mtime)) }

        let again = PhotoLibraryWalker.walk([folder.path("lib")]) { known }
        #expect(again.entries.isEmpty && again.unchanged == 300)

        PhotoFixtures.write(Array(repeating: 7, count: 11), "lib/1/150.jpg", in: folder)
        PhotoFixtures.write([1], "lib/2/new.jpg", in: folder)
        let changed = PhotoLibraryWalker.walk([folder.path("lib")]) { known }
        #expect(changed.entries.map(\.path) == [folder.path("lib/1/150.jpg"), folder.path("lib/2/new.jpg")])
        #expect(changed.unchanged == 299)
        // A file named as a root is compared too.
        #expect(PhotoLibraryWalker.walk([folder.path("lib/0/5.jpg")]) { known }.unchanged == 1)
    }
}
