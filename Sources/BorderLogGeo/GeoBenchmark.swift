import Foundation

/// In-process timings of the resolver: index load and lookups per second on one core.
public enum GeoBenchmark {
    /// What one run measured.
    public struct Result: Codable, Sendable {
        public var indexPath: String
        public var indexBytes: Int
        /// Median of several loads (open, map, validate, parse metadata and airports).
        public var loadMilliseconds: Double
        public var lookups: Int
        public var seconds: Double
        public var lookupsPerSecond: Double
        /// Share of the points that resolved to a country (a checksum of sorts).
        public var withCountry: Double
    }

    /// Loads the index five times, then resolves `lookups` generated points (half uniform over the
    /// globe, half over inhabited land boxes) on the calling thread.
    public static func run(path: String, lookups: Int, seed: UInt64) throws -> Result {
        var loads: [Double] = []
        var index: GeoIndex?
        for _ in 0..<5 {
            let start = ContinuousClock.now
            index = try GeoIndex(path: path)
            loads.append(milliseconds(ContinuousClock.now - start))
        }
        guard let index else { throw GeoError.indexMissing(path: path) }
        let points = BenchmarkPoints(count: lookups, seed: seed)
        var withCountry = 0
        let start = ContinuousClock.now
        for i in 0..<points.count {
            let resolution = index.resolve(latitude: points.latitudes[i], longitude: points.longitudes[i])
            if resolution.country != nil { withCountry += 1 }
        }
        let seconds = milliseconds(ContinuousClock.now - start) / 1000
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        return Result(
            indexPath: path, indexBytes: size, loadMilliseconds: loads.sorted()[loads.count / 2],
            lookups: lookups, seconds: seconds, lookupsPerSecond: Double(lookups) / max(seconds, 1e-9),
            withCountry: Double(withCountry) / Double(max(lookups, 1))
        )
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// Deterministic benchmark points (SplitMix64).
struct BenchmarkPoints {
    var latitudes: [Double] = []
    var longitudes: [Double] = []
    var count: Int { latitudes.count }

    /// Rough boxes over inhabited land: Europe, North America, South America, Africa, South and East Asia, Australia.
    static let land: [(lat: ClosedRange<Double>, lon: ClosedRange<Double>)] = [
        (36...60, -10...30), (25...50, -125 ... -70), (-35...5, -75 ... -35), (-30...30, -15...40),
        (8...40, 70...125), (-38 ... -15, 115...152),
    ]

    init(count: Int, seed: UInt64) {
        var state = seed
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        latitudes.reserveCapacity(count)
        longitudes.reserveCapacity(count)
        for i in 0..<count {
            if i % 2 == 0 {
                latitudes.append(next() * 180 - 90)
                longitudes.append(next() * 360 - 180)
            } else {
                let box = BenchmarkPoints.land[Int(next() * Double(BenchmarkPoints.land.count))]
                latitudes.append(box.lat.lowerBound + next() * (box.lat.upperBound - box.lat.lowerBound))
                longitudes.append(box.lon.lowerBound + next() * (box.lon.upperBound - box.lon.lowerBound))
            }
        }
    }
}
