import BorderLogGeo
import BorderLogSettings
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

@testable import BorderLogStages

/// Each `doctor` check: fine on a sound setup, and on each fault it names what is wrong and the fix.
@Suite struct DoctorTests {
    let folder = TemporaryDirectory()

    private func failure(_ outcome: CheckOutcome) -> (problem: String, fix: String)? {
        if case .failed(let problem, let fix) = outcome { (problem, fix) } else { nil }
    }

    /// Replaces a file's text in place: the same inode, so a lock held on it stays held.
    private func rewrite(_ path: String, _ text: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aMissingGeoIndexFailsWithHowToGetOne() throws {
        let outcome = GeoIndexCheck(geo: GeoContext(path: folder.path("share/geo.idx"))).run()
        let failed = try #require(failure(outcome))
        #expect(failed.problem.hasPrefix("no geo index at \(folder.path("share/geo.idx"))"))
        #expect(failed.fix.contains("make geodata") && failed.fix.contains("BORDERLOG_GEO_INDEX"))
    }

    @Test func aGeoIndexThatIsNotOneFails() throws {
        let path = folder.write("geo.idx", "not an index")
        let failed = try #require(failure(GeoIndexCheck(geo: GeoContext(path: path)).run()))
        #expect(failed.problem.contains(path) && failed.fix.contains("make geodata"))
    }

    @Test func theInstalledGeoIndexIsNamedWithItsData() throws {
        let path = GeoIndex.defaultPath()
        try #require(FileManager.default.fileExists(atPath: path), "no geo index (make geodata)")
        guard case .ok(let found) = GeoIndexCheck(geo: GeoContext(path: path)).run() else { Issue.record("the index fails"); return }
        #expect(found.hasPrefix(path) && found.contains("timezone-boundary-builder") && found.contains("Natural Earth"))
    }

    /// A world map as build_map.py writes one, with two countries and, unless `regions` is false, two states.
    private func writeMap(_ name: String, regions: Bool = true) -> String {
        let states = #", "regions": [{"code": "US-NY", "name": "New York", "path": "M0,0Z"}, {"code": "US-VT", "name": "Vermont", "path": "M1,0Z"}]"#
        return folder.write(name, """
            {"source": "Natural Earth 1:10m admin-0 countries 5.1.1 (public domain), simplified; states and provinces: DCW-GMT (LGPL-3+)",
             "width": 1000, "height": 394.4, "countries": [
               {"code": "FR", "name": "France", "path": "M1,1L2,2Z", "box": [1, 1, 2, 2]},
               {"code": "MC", "name": "Monaco", "path": "", "dot": [1.5, 1.5]}]\(regions ? states : "")}
            """)
    }

    @Test func theWorldMapIsNamedWithItsOutlinesAndCounts() throws {
        let path = writeMap("share/worldmap.json")
        #expect(WorldMapCheck(path: path).run() == .ok("\(path) (Natural Earth 1:10m admin-0 countries 5.1.1; 2 countries, 2 states and provinces)"))
        let old = writeMap("old/worldmap.json", regions: false)
        #expect(WorldMapCheck(path: old).run() == .ok("\(old) (Natural Earth 1:10m admin-0 countries 5.1.1; 2 countries, no states and provinces: `make geodata` adds them)"))
    }

    @Test func aMissingWorldMapFailsWithHowToGetOne() throws {
        let path = folder.path("share/worldmap.json")
        let failed = try #require(failure(WorldMapCheck(path: path).run()))
        #expect(failed.problem == "no world map at \(path): `report html` cannot draw its map")
        #expect(failed.fix.contains("make geodata") && failed.fix.contains("BORDERLOG_WORLD_MAP"))
    }

    @Test(arguments: [
        ("not json", "not JSON"), (#"{"width": 1000, "height": 394, "countries": []}"#, #"not a world map: no "source""#),
        (#"{"source": "x", "width": 1000, "height": 394, "countries": []}"#, "has no countries"),
    ])
    func aWorldMapThatIsNotOneFails(contents: String, reason: String) throws {
        let path = folder.write("worldmap.json", contents)
        let failed = try #require(failure(WorldMapCheck(path: path).run()))
        #expect(failed.problem.hasPrefix("the world map at \(path) ") && failed.problem.hasSuffix(reason), "\(failed.problem)")
        #expect(failed.fix.contains("make geodata"))
    }

    @Test func aFolderWhereTheWorldMapShouldBeCannotBeRead() throws {
        let path = folder.path("worldmap.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(failure(WorldMapCheck(path: path).run())?.problem == "the world map at \(path) cannot be read: it is a folder")
    }

    /// The doctor checks the map the HTML report loads: `$BORDERLOG_WORLD_MAP`, else `worldmap.json` beside the index.
    @Test func theDoctorChecksTheMapTheReportLoads() async throws {
        let map = writeMap("mine/worldmap.json")
        let index = folder.write("data/geo.idx", "")
        let beside = folder.path("data/worldmap.json")
        try await ProcessEnvironment.with(["BORDERLOG_WORLD_MAP": map]) {
            let check = try #require(doctor().checks.compactMap { $0 as? WorldMapCheck }.first)
            #expect(check.path == map && WorldMap.defaultPath() == map)
            #expect(check.run().isOK)
        }
        try await ProcessEnvironment.with(["BORDERLOG_WORLD_MAP": nil, "BORDERLOG_GEO_INDEX": index]) {
            let check = try #require(doctor().checks.compactMap { $0 as? WorldMapCheck }.first)
            #expect(check.path == beside && WorldMap.defaultPath() == beside)
            #expect(failure(check.run())?.problem == "no world map at \(beside): `report html` cannot draw its map")
        }
    }

    private func doctor() -> Doctor {
        Doctor(
            geo: GeoContext(path: folder.path("geo.idx")), store: folder.path("store.sqlite"),
            rulesFile: URL(fileURLWithPath: folder.path("rules.json")), config: ConfigFolder())
    }

    @Test func aBrokenRulesFileNamesTheFileAndLine() throws {
        let path = folder.write("rules.json", "{\n  \"enabled\": [\"us-spt\",]\n}\n")
        let failed = try #require(failure(RulesFileCheck(url: URL(fileURLWithPath: path)).run()))
        #expect(failed.problem.hasPrefix("\(path):2:"))
        #expect(failed.fix.hasPrefix("correct line 2"))
        // JSON that means nothing to the rule book names the rule.
        let unknown = folder.write("unknown.json", #"{"enabled": ["us-sptt"]}"#)
        let meaning = try #require(failure(RulesFileCheck(url: URL(fileURLWithPath: unknown)).run()))
        #expect(meaning.problem.contains(unknown) && meaning.problem.contains("'us-sptt'"))
        // A sound file says which rules are on; none at all is fine.
        let good = folder.write("good.json", #"{"enabled": ["us-spt"]}"#)
        #expect(RulesFileCheck(url: URL(fileURLWithPath: good)).run() == .ok("\(good) (on: schengen-90-180, us-spt)"))
        #expect(RulesFileCheck(url: URL(fileURLWithPath: folder.path("none.json"))).run().isOK)
    }

    @Test func aSourcesLineThatWouldFailIsNamedByNumber() throws {
        let photos = folder.path("photos")
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        let path = folder.write("sources.conf", "# mine\nphotos \(photos)\ncalendar /nonexistent/travel.ics\nreport \(folder.path("report.html"))\n")
        let failed = try #require(failure(SourcesFileCheck(url: URL(fileURLWithPath: path)).run()))
        #expect(failed.problem == "\(path):3: /nonexistent/travel.ics does not exist; correct the path or put # before the line")
        #expect(failed.fix == "edit line 3 of \(path)")
        let fixed = folder.write("fixed.conf", "photos \(photos)\n")
        #expect(SourcesFileCheck(url: URL(fileURLWithPath: fixed)).run() == .ok("\(fixed) (1 source)"))
    }

    @Test func aWorldReadableStoreFailsWithChmod() throws {
        let path = folder.path("data/store.sqlite")
        _ = try Store(path: path)
        guard case .ok(let found) = StoreCheck(path: path).run() else { Issue.record("a new store fails"); return }
        #expect(found == "\(path) (mode 0600, sound, 0 ledger snapshots)")
        chmod(path, 0o644)
        let failed = try #require(failure(StoreCheck(path: path).run()))
        #expect(failed.problem == "\(path) is mode 0644: other users on this machine can read your travel history")
        #expect(failed.fix == "chmod 600 \(path)")
        #expect(StoreCheck(path: folder.path("none/store.sqlite")).run().isOK)
    }

    @Test func aDamagedStoreFails() throws {
        let path = folder.write("store.sqlite", String(repeating: "not a database ", count: 400))
        chmod(path, 0o600)
        let failed = try #require(failure(StoreCheck(path: path).run()))
        #expect(failed.problem.contains(path))
    }

    @Test func aLockHeldInTheNameOfAProcessThatIsGoneIsStale() throws {
        let store = folder.path("store.sqlite")
        #expect(StoreLockCheck(storePath: store).run() == .ok("free (no run has taken it yet)"))
        let lock = try StoreLock(storePath: store, stage: .infer)
        guard case .ok(let held) = StoreLockCheck(storePath: store).run() else { Issue.record("a live holder fails"); return }
        #expect(held.hasPrefix("in use by pid \(getpid()) (infer) since "))
        // The note names a process that no longer runs while the lock is still held: something else kept it open.
        let gone = store + ".lock"
        try rewrite(gone, "pid 2147483646, infer, since 2024-05-01T03:17:00Z\n")
        let failed = try #require(failure(StoreLockCheck(storePath: store).run()))
        #expect(failed.problem == "\(gone) is held, but pid 2147483646 (infer) that took it is gone: another process kept it open")
        #expect(failed.fix.contains("fuser -v \(gone)"))
        // A live holder for longer than any run takes is stuck.
        try rewrite(gone, "pid \(getpid()), resolve, since 2024-05-01T03:17:00Z\n")
        let stuck = try #require(failure(StoreLockCheck(storePath: store).run()))
        #expect(stuck.problem.hasSuffix("since 2024-05-01T03:17:00Z: that run looks stuck") && stuck.fix.hasPrefix("`kill \(getpid())`"))
        withExtendedLifetime(lock) {}
        #expect(StoreLockCheck(storePath: folder.path("other.sqlite")).run().isOK)
    }

    @Test func aServerTokenOthersCanReadFails() throws {
        let path = folder.write("server-token", String(repeating: "a", count: 64))
        chmod(path, 0o600)
        #expect(SecretFileCheck(subject: "server token", path: path, createdBy: "borderlog serve").run() == .ok("\(path) (mode 0600)"))
        chmod(path, 0o640)
        let failed = try #require(failure(SecretFileCheck(subject: "server token", path: path, createdBy: "borderlog serve").run()))
        #expect(failed.problem == "\(path) is mode 0640: other users on this machine can read it" && failed.fix == "chmod 600 \(path)")
        #expect(SecretFileCheck(subject: "server token", path: folder.path("none"), createdBy: "borderlog serve").run().isOK)
    }
}
