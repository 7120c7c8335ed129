import BorderLogTestSupport
import Foundation
import Testing

/// A store of the sample year as the report tests read it: Ana's stays, a Vatican day trip fixed by hand (with
/// `overrideNote`), her flights, her phone's track of a client week in New York, inferred with "today" pinned to 20 November
/// 2026.
struct SampleYearStore {
    let directory = TemporaryDirectory()
    var path: String { directory.path("store.sqlite") }
    let environment = ["BORDERLOG_TODAY": "2026-11-20"]

    /// `borderlog --store PATH ARGUMENTS…`, expected to succeed.
    @discardableResult
    func borderlog(_ arguments: [String]) async throws -> InProcessResult {
        let result = await BorderLogCommandsTests.borderlog(["--store", path] + arguments, environment: environment)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    func fill(overrideNote: String) async throws {
        try await borderlog(["stays", "import", samplesPath("stays.csv")])
        try await borderlog(["override", "2026-04-05", "IT,VA", "--note", overrideNote])
        try await borderlog(["calendar", samplesPath("calendar")])
        try await borderlog(["locations", samplesPath("location/new-york-client-week.gpx")])
        try await borderlog(["infer"])
    }
}
