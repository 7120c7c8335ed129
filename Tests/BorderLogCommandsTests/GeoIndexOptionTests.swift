import ArgumentParser
@testable import BorderLogCommands
import BorderLogGeo
import BorderLogTestSupport
import Foundation
import Testing

/// `--index`: every command whose stage reads the geo index takes it, through the one `GeoIndexOptions`, and a path
/// with no index behind it is said as each stage said it before.
struct GeoIndexOptionTests {
    let directory = TemporaryDirectory()

    /// Each command that reads the index, as a person types it, with `--index` last but for the files.
    static let commands: [[String]] = [
        ["photos", "--index", "/data/geo.idx", "pictures"],
        ["locations", "--index", "/data/geo.idx", "Records.json"],
        ["calendar", "--index", "/data/geo.idx", "flights.ics"],
        ["mail", "--index", "/data/geo.idx", "bookings.mbox"],
        ["resolve", "--index", "/data/geo.idx"],
        ["crossings", "import", "--index", "/data/geo.idx", "crossings.csv"],
        ["doctor", "--index", "/data/geo.idx"],
        ["geo", "lookup", "--index", "/data/geo.idx"],
        ["geo", "airport", "--index", "/data/geo.idx", "BRU"],
        ["geo", "bench", "--index", "/data/geo.idx"],
    ]

    @Test(arguments: commands) func eachCommandThatReadsTheIndexTakesIndex(_ arguments: [String]) throws {
        let command = try BorderLogCommand.parseAsRoot(arguments)
        let reader = try #require(command as? any ReadsGeoIndex, "\(type(of: command)) has no --index")
        #expect(reader.index.path == "/data/geo.idx")
        #expect(reader.index.geo.path == "/data/geo.idx")
    }

    @Test(arguments: commands) func everyIndexOptionHasTheSameHelp(_ arguments: [String]) throws {
        let command = try BorderLogCommand.parseAsRoot(arguments)
        let help = BorderLogCommand.helpMessage(for: type(of: command)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("""
            --index <path> Geo index file. Default: $BORDERLOG_GEO_INDEX, else $BORDERLOG_DATA_DIR/geo.idx, else \
            ~/.local/share/borderlog/geo.idx if it exists, else /usr/share/borderlog/geo.idx (the package's).
            """))
    }

    @Test func withoutIndexTheDefaultPathIsRead() throws {
        let command = try #require(try BorderLogCommand.parseAsRoot(["calendar", "flights.ics"]) as? CalendarCommand)
        #expect(command.index.path == nil)
        #expect(command.index.geo.path == GeoIndex.defaultPath())
    }

    // MARK: - A path with no index behind it, through the built executable

    /// The installed index in the environment, so that only `--index` can point elsewhere.
    private var installedIndex: [String: String] { ["BORDERLOG_GEO_INDEX": GeoIndex.defaultPath()] }

    @Test(arguments: [("calendar", "calendar/flights.ics"), ("mail", "mail/bookings.mbox")])
    func aStageThatNeedsTheIndexStopsWithTheFix(_ command: String, _ sample: String) throws {
        let missing = directory.path("none/geo.idx")
        let result = try run("borderlog", [command, "--dry-run", "--index", missing, samplesPath(sample)], environment: installedIndex)
        #expect(result.status == 1)
        #expect(result.stderr.contains("No geo index at \(missing). Build it once with `make geodata`"))
        #expect(result.stdout.isEmpty)
    }

    @Test func photosWithoutTheIndexLeaveCountriesToResolve() throws {
        let missing = directory.path("none/geo.idx")
        let result = try run("borderlog", ["photos", "--dry-run", "-v", "--index", missing, samplesPath("photos")], environment: installedIndex)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no geo index at \(missing); countries and zones are left to `borderlog resolve`"))
        let lines = result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(!lines.isEmpty && lines.allSatisfy { $0["country"] is NSNull || $0["country"] == nil })

        let resolved = try run("borderlog", ["photos", "--dry-run", "--index", GeoIndex.defaultPath(), samplesPath("photos")])
        #expect(resolved.stdout.contains("\"country\":\"GB\""), "\(resolved.stdout)")
    }
}

/// A command with the shared `--index` option.
private protocol ReadsGeoIndex {
    var index: GeoIndexOptions { get }
}

extension PhotosCommand: ReadsGeoIndex {}
extension LocationsCommand: ReadsGeoIndex {}
extension CalendarCommand: ReadsGeoIndex {}
extension MailCommand: ReadsGeoIndex {}
extension ResolveCommand: ReadsGeoIndex {}
extension CrossingsImport: ReadsGeoIndex {}
extension DoctorCommand: ReadsGeoIndex {}
extension GeoLookupCommand: ReadsGeoIndex {}
extension GeoAirportCommand: ReadsGeoIndex {}
extension GeoBenchCommand: ReadsGeoIndex {}
