import BorderLogFiles
import BorderLogPhotos
import BorderLogSampleMedia
import BorderLogStages
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct FileScanTests {
    let folder = TemporaryDirectory()

    @Test func walkSkipsHiddenAndNonMediaAndSurvivesLinkLoops() throws {
        let jpeg = SampleMedia.jpeg(.lisbon)
        folder.write("lib/2025/a.jpg", bytes: jpeg)
        folder.write("lib/2025/B.JPG", bytes: jpeg)
        folder.write("lib/.hidden.jpg", bytes: jpeg)
        folder.write("lib/.thumbs/c.jpg", bytes: jpeg)
        folder.write("lib/notes.txt", bytes: Array("notes".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.path("lib/2025/loop"), withDestinationPath: folder.path("lib"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("lib/self"), withDestinationPath: folder.path("lib"))
        let walk = FileScan.walk([folder.path("lib")], selecting: .media)
        #expect(walk.entries.map { ($0.path as NSString).lastPathComponent }.sorted() == ["B.JPG", "a.jpg"])
        #expect(walk.issues.isEmpty && walk.unchanged == 0)
        #expect(walk.entries.allSatisfy { $0.size == Int64(jpeg.count) })
    }

    @Test func aNameThatIsNotUTF8IsReportedForWhatItIs() throws {
        folder.write("lib/fine.jpg", bytes: [1, 2, 3])
        let latin1 = folder.path("lib") + "/caf\u{E9}.jpg"
        let bytes = Array((folder.path("lib") + "/").utf8) + Array("caf".utf8) + [0xE9] + Array(".jpg".utf8) + [0]
        let fd = bytes.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        try #require(fd >= 0)
        close(fd)
        let walk = FileScan.walk([folder.path("lib")], selecting: .media)
        #expect(walk.entries.map(\.path) == [folder.path("lib/fine.jpg")])
        #expect(walk.issues.count == 1)
        #expect(walk.issues.first?.message.contains("not valid UTF-8") == true)
        #expect(walk.issues.first?.path != latin1)  // shown with a replacement character, not as another file's name
    }

    @Test func namedPipesAndSocketsAreSkippedWithAReasonNeverOpened() throws {
        folder.write("lib/a.jpg", bytes: SampleMedia.jpeg(.lisbon))
        #expect(mkfifo(folder.path("lib/pipe.jpg"), 0o600) == 0)
        #expect(mkfifo(folder.path("root.gpx"), 0o600) == 0)
        let walk = FileScan.walk([folder.path("lib"), folder.path("root.gpx")], selecting: .everything)
        #expect(walk.entries.map(\.path) == [folder.path("lib/a.jpg")])
        #expect(walk.issues.map(\.path) == [folder.path("lib/pipe.jpg"), folder.path("root.gpx")])
        #expect(walk.issues.allSatisfy { $0.message.contains("named pipe") })
    }

    @Test func missingRootIsAnIssue() {
        let walk = FileScan.walk([folder.path("nowhere")], selecting: .media)
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
                folder.write(name, bytes: Array(repeating: UInt8(n), count: n + 1))
            }
        }
        folder.write("top.png", bytes: [1, 2, 3])
        folder.write("2023/IMG_0001.jpg.xmp", bytes: [1])
        try FileManager.default.createSymbolicLink(atPath: folder.path("2023/b/link.jpg"), withDestinationPath: folder.path("top.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("2023/b/gone.jpg"), withDestinationPath: folder.path("nothing.jpg"))
        for year in ["", "2023/", "2023/a/", "2023/b/", "2024/"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(year)).filter { MediaContainer.isCandidate(name: $0) }
            expected += names.filter { $0 != "gone.jpg" }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { folder.path(year + $0) }
        }
        let walk = FileScan.walk([folder.url.path], selecting: .media)
        #expect(walk.entries.map(\.path) == expected)
        #expect(walk.issues.map(\.path) == [folder.path("2023/b/gone.jpg")])
        for entry in walk.entries {
            let attributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: entry.path).resolvingSymlinksInPath().path)
            #expect(entry.size == (attributes[.size] as? Int64 ?? -1))
            #expect(abs(entry.mtime - (attributes[.modificationDate] as! Date).timeIntervalSince1970) < 1e-3)
        }
    }

    @Test func knownFilesAreCountedUnchangedUntilTheirSizeOrTimeChanges() throws {
        for n in 0..<300 { folder.write("lib/\(n / 100)/\(n).jpg", bytes: Array(repeating: 7, count: 10)) }
        let first = FileScan.walk([folder.path("lib")], selecting: .media)
        #expect(first.entries.count == 300 && first.unchanged == 0)
        var known = KnownFiles()
        for entry in first.entries { known.add(path: entry.path, KnownFiles.Stamp(size: entry.size, mtime: entry.mtime)) }

        let again = FileScan.walk([folder.path("lib")], selecting: .media) { known }
        #expect(again.entries.isEmpty && again.unchanged == 300)

        folder.write("lib/1/150.jpg", bytes: Array(repeating: 7, count: 11))
        folder.write("lib/2/new.jpg", bytes: [1])
        let changed = FileScan.walk([folder.path("lib")], selecting: .media) { known }
        #expect(changed.entries.map(\.path) == [folder.path("lib/1/150.jpg"), folder.path("lib/2/new.jpg")])
        #expect(changed.unchanged == 299)
        // A file named as a root is compared too.
        #expect(FileScan.walk([folder.path("lib/0/5.jpg")], selecting: .media) { known }.unchanged == 1)
    }
}
