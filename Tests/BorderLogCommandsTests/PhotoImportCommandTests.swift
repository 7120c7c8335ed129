import BorderLogSampleMedia
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog photos` as a user runs it (in process).
@Suite struct PhotoImportCommandTests {
    let folder = TemporaryDirectory()

    @Test func copiesCountOnceRerunIsUnchangedAndBadFilesExitTwo() async throws {
        let jpeg = SampleMedia.jpeg(.lisbon)
        folder.write("lib/IMG_1.jpg", bytes: jpeg)
        folder.write("lib/backup/IMG_1 copy.jpg", bytes: jpeg)
        folder.write("lib/nogps.jpg", bytes: SampleMedia.jpeg(SamplePhotoMetadata(dateTimeOriginal: "2026:01:02 12:00:00")))
        folder.write("lib/broken.jpg", bytes: Array("not a photo".utf8))
        let store = folder.path("store.sqlite")
        let environment = ["BORDERLOG_GEO_INDEX": folder.path("no-index.idx"), "BORDERLOG_TODAY": "2026-11-20"]

        let first = await borderlog(["--store", store, "photos", folder.path("lib")], environment: environment)
        #expect(first.status == 2)
        #expect(first.stderr.contains("broken.jpg: "))
        #expect(first.stderr.contains("photos: 4 seen, 2 with GPS, 1 without GPS, 0 unchanged, 1 rejected"))
        let listed = await borderlog(["--store", store, "signals", "--kind", "photo", "--format", "jsonl"], environment: environment)
        #expect(listed.stdout.split(separator: "\n").count == 2)

        let again = await borderlog(["--store", store, "photos", folder.path("lib")], environment: environment)
        #expect(again.stderr.contains("photos: 4 seen, 0 with GPS, 0 without GPS, 3 unchanged, 1 rejected"))
        let after = await borderlog(["--store", store, "signals", "--kind", "photo", "--format", "jsonl"], environment: environment)
        #expect(after.stdout == listed.stdout)
    }

    @Test func aTakeoutZipIsReadInPlaceAndARerunDoesNotOpenIt() async throws {
        let zip = try SampleTakeout.writeZips(into: folder.path("downloads"))[0]
        let store = folder.path("store.sqlite")
        let environment = ["BORDERLOG_GEO_INDEX": folder.path("no-index.idx"), "BORDERLOG_TODAY": "2026-11-20"]

        let dry = await borderlog(["--store", store, "photos", "--dry-run", zip], environment: environment)
        #expect(dry.status == 0 && dry.stdout.split(separator: "\n").count == 16)
        #expect(!FileManager.default.fileExists(atPath: store))

        let first = await borderlog(["--store", store, "photos", zip], environment: environment)
        #expect(first.status == 0)
        #expect(first.stderr.contains("photos: 16 seen, 15 with GPS, 1 without GPS, 0 unchanged, 0 rejected, 1 zip archive read"))
        #expect(first.stderr.contains("\(zip)!/Takeout/Google Photos/Photos from 2024/IMG_0011.jpg: warning: sidecar IMG_0011.jpg.json disagrees"))
        let listed = await borderlog(["--store", store, "signals", "--kind", "photo", "--format", "jsonl"], environment: environment)
        let sources = try listed.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["source"] as? String
        }
        #expect(sources.count == 16 && sources.allSatisfy { $0?.hasPrefix("\(zip)!/Takeout/Google Photos/") == true })

        let again = await borderlog(["--store", store, "photos", folder.path("downloads")], environment: environment)
        #expect(again.status == 0 && again.stderr.contains("photos: 1 seen, 0 with GPS, 0 without GPS, 1 unchanged, 0 rejected"))
    }
}
