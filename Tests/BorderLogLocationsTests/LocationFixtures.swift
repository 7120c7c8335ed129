import BorderLogCore
import BorderLogTestSupport
import Foundation
import ZIPFoundation
@testable import BorderLogLocations

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

    /// A zip holding `members` (path → text), written with ZIPFoundation.
    static func zip(_ members: [(String, String)], name: String, in folder: TemporaryDirectory) throws -> String {
        let url = URL(fileURLWithPath: folder.path(name))
        let archive = try Archive(url: url, accessMode: .create)
        for (path, text) in members {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url.path
    }

    static let records = SampleExports.googleRecords
}
