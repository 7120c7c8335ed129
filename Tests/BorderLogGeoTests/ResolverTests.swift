import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Testing

@Suite("Resolver behaviour")
struct ResolverTests {
    @Test("invalid coordinates resolve to nothing")
    func invalidCoordinates() throws {
        let index = try TestIndex.load()
        for (lat, lon) in [(Double.nan, 0.0), (0.0, .nan), (91.0, 0.0), (-90.5, 0.0), (0.0, 180.5), (0.0, -181.0), (.infinity, 0.0)] {
            #expect(index.resolve(latitude: lat, longitude: lon) == .invalid)
        }
    }

    @Test("the poles and the antimeridian resolve")
    func extremes() throws {
        let index = try TestIndex.load()
        #expect(index.resolve(latitude: -90, longitude: 0).country?.rawValue == "AQ")
        #expect(index.resolve(latitude: 90, longitude: 0).timeZone != nil)
        #expect(index.resolve(latitude: 0, longitude: 180).timeZone != nil)
        #expect(index.resolve(latitude: 0, longitude: -180).timeZone != nil)
    }

    @Test("lookups are deterministic")
    func deterministic() throws {
        let index = try TestIndex.load()
        for place in HardSet.all {
            let first = index.resolve(latitude: place.latitude, longitude: place.longitude)
            #expect(index.resolve(latitude: place.latitude, longitude: place.longitude) == first)
        }
    }

    @Test("border towns are flagged near the border, inland cities are not")
    func nearBorderFlag() throws {
        let index = try TestIndex.load()
        #expect(index.resolve(latitude: 47.5896, longitude: 7.5299).nearBorder)  // Basel-Mulhouse
        #expect(index.resolve(latitude: 47.6970, longitude: 8.6910).nearBorder)  // Büsingen
        #expect(index.resolve(latitude: 43.7393, longitude: 7.4277).nearBorder)  // Monaco
        #expect(!index.resolve(latitude: 48.8584, longitude: 2.2945).nearBorder)  // Paris
        #expect(!index.resolve(latitude: 40.4168, longitude: -3.7038).nearBorder)  // Madrid
        #expect(!index.resolve(latitude: 0, longitude: -30).nearBorder)  // ocean
    }

    @Test("default path follows the environment")
    func defaultPath() {
        #expect(GeoIndex.defaultPath(environment: ["BORDERLOG_GEO_INDEX": "/x/geo.idx", "BORDERLOG_DATA_DIR": "/d"]) == "/x/geo.idx")
        #expect(GeoIndex.defaultPath(environment: ["BORDERLOG_DATA_DIR": "/d", "XDG_DATA_HOME": "/x"]) == "/d/geo.idx")
        #expect(GeoIndex.defaultPath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/borderlog/geo.idx")
        #expect(GeoIndex.defaultPath(environment: ["HOME": "/h", "XDG_DATA_DIRS": "/nonexistent"]) == "/h/.local/share/borderlog/geo.idx")
    }

    @Test("without an index of one's own, the first one under XDG_DATA_DIRS is used")
    func systemIndex() throws {
        let directory = TemporaryDirectory()
        let shared = directory.write("share/borderlog/geo.idx", "")
        let own = directory.write("home/.local/share/borderlog/geo.idx", "")
        let dirs = "/nonexistent:" + directory.path("share")
        #expect(GeoIndex.defaultPath(environment: ["HOME": directory.path("nobody"), "XDG_DATA_DIRS": dirs]) == shared)
        // One's own index comes first, and the variables that name an index are never overruled.
        #expect(GeoIndex.defaultPath(environment: ["HOME": directory.path("home"), "XDG_DATA_DIRS": dirs]) == own)
        #expect(GeoIndex.defaultPath(environment: ["BORDERLOG_DATA_DIR": "/d", "XDG_DATA_DIRS": dirs]) == "/d/geo.idx")
        // With none anywhere, messages name one's own path.
        #expect(GeoIndex.defaultPath(environment: ["HOME": "/h", "XDG_DATA_DIRS": "/nonexistent"]) == "/h/.local/share/borderlog/geo.idx")
    }

    @Test("a missing index says how to build it")
    func missingIndex() {
        #expect {
            _ = try GeoIndex(path: "/nonexistent/geo.idx")
        } throws: { error in
            (error as? GeoError).map { "\($0)".contains("make geodata") } ?? false
        }
    }

    @Test("a file that is not an index is rejected")
    func invalidIndex() {
        #expect(throws: GeoError.self) { _ = try GeoIndex(path: "/etc/hostname") }
    }
}
