import BorderLogArchive
@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation

/// Small location exports written by the tests, and a helper that reads one.
enum LocationFixtures {
    struct Read {
        var points: [LocationPoint] = []
        var sink: LocationSink!
        var format: LocationFormat?
        var error: LocationReadError?
        var issues: [InputIssue] { sink.issues }
        var errors: [InputIssue] { sink.issues.filter { $0.severity == .error } }
        var times: [String] { points.compactMap { $0.utc.map(LocationFixtures.iso) } }
    }

    static func read(_ contents: String, name: String = "export", in folder: TemporaryDirectory, format: LocationFormat? = nil) -> Read {
        read(path: folder.write(name, contents), format: format)
    }

    static func read(path: String, format: LocationFormat? = nil) -> Read {
        var result = Read()
        var collected: [LocationPoint] = []
        let sink = LocationSink(path: path) { collected.append($0) }
        do {
            result.format = try LocationFileReader(format: format).read(path: path, sink: sink)
        } catch let error as LocationReadError {
            result.error = error
        } catch {
            result.error = LocationReadError("\(error)")
        }
        result.sink = sink
        result.points = collected
        return result
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// A zip holding `members` (path → text), deflated.
    static func zip(_ members: [(String, String)], name: String, in folder: TemporaryDirectory) throws -> String {
        let path = folder.path(name)
        try ZipWriter.write(members.map { (path: $0.0, contents: Data($0.1.utf8)) }, to: path)
        return path
    }

    static let records = SampleExports.googleRecords
}
