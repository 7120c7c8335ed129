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
        let (entries, issues) = PhotoLibraryWalker.walk([folder.path("lib")])
        #expect(entries.map { ($0.path as NSString).lastPathComponent }.sorted() == ["B.JPG", "a.jpg"])
        #expect(issues.isEmpty)
        #expect(entries.allSatisfy { $0.size == Int64(jpeg.count) })
    }

    @Test func missingRootIsAnIssue() {
        let (entries, issues) = PhotoLibraryWalker.walk([folder.path("nowhere")])
        #expect(entries.isEmpty)
        #expect(issues.count == 1)
    }
}
