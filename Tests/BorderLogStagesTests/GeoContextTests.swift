import BorderLogGeo
import BorderLogStages
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// `GeoContext`: the index a run's stages share, opened once, and what a stage hears when there is none.
@Suite struct GeoContextTests {
    let folder = TemporaryDirectory()

    /// A link to this machine's index in the test's folder, which the test can take away.
    private func linkToInstalledIndex() throws -> String {
        let installed = GeoIndex.defaultPath()
        try #require(FileManager.default.fileExists(atPath: installed), "no geo index at \(installed) (make geodata)")
        let link = folder.path("geo.idx")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: installed)
        return link
    }

    @Test func twoStagesOfOneRunShareOneOpening() throws {
        let link = try linkToInstalledIndex()
        let geo = GeoContext(path: link)
        let (context, _) = collectingContext(geo: geo)
        let calendar = try Stages.importCalendar(CalendarImportOptions(paths: [samplesPath("calendar/flights.ics")]), into: nil, context: context)
        #expect(calendar.flights > 0)
        let opened = try geo.required()

        // With the file gone, a new opening fails; the run's context still has the index it opened.
        try FileManager.default.removeItem(atPath: link)
        #expect(throws: GeoError.indexMissing(path: link)) { try GeoContext(path: link).required() }
        let mail = try Stages.importMail(MailImportOptions(paths: [samplesPath("mail/bookings.mbox")]), into: nil, context: context)
        #expect(mail.reservations > 0)
        #expect(try geo.required() === opened)
        #expect(geo.optional(without: "unused", logger: Logger(label: "borderlog.tests")) === opened)
    }

    @Test func aStageThatNeedsTheIndexFailsWithTheFix() throws {
        let path = folder.path("none/geo.idx")
        let (context, _) = collectingContext(geo: GeoContext(path: path))
        let error = #expect(throws: GeoError.self) {
            try Stages.importCalendar(CalendarImportOptions(paths: [samplesPath("calendar/flights.ics")]), into: nil, context: context)
        }
        #expect(error == .indexMissing(path: path))
        #expect(error?.description.contains("make geodata") == true)
    }

    @Test func aStageThatCanDoWithoutItSaysWhatItDoesInstead() throws {
        let log = LogLines()
        let logger = Logger(label: "borderlog.tests") { _ in log }
        let missing = GeoContext(path: folder.path("none/geo.idx"))
        #expect(missing.optional(without: "kept as read", logger: logger) == nil)
        let broken = GeoContext(path: folder.write("broken.idx", "not an index"))
        #expect(broken.optional(without: "kept as read", logger: logger) == nil)
        #expect(log.lines.withLock { $0 } == [
            "info no geo index at \(missing.path); kept as read",
            "warning geo index at \(broken.path) not usable (\(GeoError.indexInvalid(path: broken.path, reason: "not a BorderLog geo index"))); kept as read",
        ])
    }

    @Test func withoutAPathTheDefaultPathIsRead() {
        #expect(GeoContext().path == GeoIndex.defaultPath())
    }
}
