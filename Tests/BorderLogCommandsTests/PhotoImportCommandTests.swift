import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// The import through the built `borderlog`, as a user runs it.
@Suite struct PhotoImportCommandTests {
    let folder = TemporaryDirectory()

    @Test func copiesCountOnceRerunIsUnchangedAndBadFilesExitTwo() throws {
        let jpeg = SampleMedia.jpeg(.lisbon)
        folder.write("lib/IMG_1.jpg", bytes: jpeg)
        folder.write("lib/backup/IMG_1 copy.jpg", bytes: jpeg)
        folder.write("lib/nogps.jpg", bytes: SampleMedia.jpeg(SamplePhotoMetadata(dateTimeOriginal: "2026:01:02 12:00:00")))
        folder.write("lib/broken.jpg", bytes: Array("not a photo".utf8))
        let store = folder.path("store.sqlite")
        let environment = ["BORDERLOG_GEO_INDEX": folder.path("no-index.idx"), "BORDERLOG_TODAY": "2026-11-20"]

        let first = try run("borderlog", ["--store", store, "photos", folder.path("lib")], environment: environment)
        #expect(first.status == 2)
        #expect(first.stderr.contains("broken.jpg: "))
        #expect(first.stderr.contains("photos: 4 seen, 2 with GPS, 1 without GPS, 0 unchanged, 1 rejected"))
        let listed = try run("borderlog", ["--store", store, "signals", "--kind", "photo", "--format", "jsonl"], environment: environment)
        #expect(listed.stdout.split(separator: "\n").count == 2)

        let again = try run("borderlog", ["--store", store, "photos", folder.path("lib")], environment: environment)
        #expect(again.stderr.contains("photos: 4 seen, 0 with GPS, 0 without GPS, 3 unchanged, 1 rejected"))
        let after = try run("borderlog", ["--store", store, "signals", "--kind", "photo", "--format", "jsonl"], environment: environment)
        #expect(after.stdout == listed.stdout)
    }
}
