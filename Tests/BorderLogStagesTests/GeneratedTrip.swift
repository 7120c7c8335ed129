import BorderLogTestSupport
import Foundation

/// A random, repeatable itinerary through Europe (and once across the Atlantic) sampled the way a phone records
/// it: fixes every 30 s to 10 min, of every accuracy, with stays in border towns, day trips over a border, trains
/// and drives across several countries, flights with samples at cruise altitude, the odd wild fix in another
/// country, phone-off hours and whole days without a fix. Written as a Takeout `Records.json`.
struct GeneratedTrip {
    struct Fix {
        var second: Int
        var latitude: Double
        var longitude: Double
        var accuracy: Int
        var altitude: Int?
    }

    /// Cities with their neighbours' centres close by, so stays and drives cross borders.
    static let cities: [(name: String, latitude: Double, longitude: Double)] = [
        ("Paris", 48.8566, 2.3522), ("Strasbourg", 48.5734, 7.7521), ("Kehl", 48.5764, 7.8156),
        ("Frankfurt", 50.1109, 8.6821), ("Geneva", 46.2044, 6.1432), ("Annemasse", 46.1934, 6.2342),
        ("Basel", 47.5596, 7.5886), ("Luxembourg", 49.6116, 6.1319), ("Brussels", 50.8503, 4.3517),
        ("Amsterdam", 52.3676, 4.9041), ("Vienna", 48.2082, 16.3738), ("Milan", 45.4642, 9.19),
        ("Lisbon", 38.7223, -9.1393), ("London", 51.5072, -0.1276), ("Maastricht", 50.8514, 5.6910),
        ("Aachen", 50.7753, 6.0839), ("New York", 40.7128, -74.0060),
    ]

    private var random: SplitMix64
    private(set) var fixes: [Fix] = []
    /// Whether the trip took a flight (samples at cruise altitude).
    private(set) var flew = false
    private var now: Int
    private var city: Int

    init(seed: UInt64, start: Date, days: Int) {
        random = SplitMix64(seed: seed)
        now = Int(start.timeIntervalSince1970)
        city = random.below(Self.cities.count - 1)
        let end = now + days * 86_400
        while now < end {
            switch random.below(10) {
            case 0...4: stay(hours: 20 + random.below(100))
            case 5: dayTrip()
            case 6, 7: travel(to: nearbyCity(), flying: false)
            case 8: travel(to: random.below(Self.cities.count), flying: true)
            default: now += 86_400 * (1 + random.below(2))  // nothing recorded: the phone was off
            }
        }
    }

    /// Fixes around the current city, with night-time gaps and the rare fix far away.
    private mutating func stay(hours: Int, around place: Int? = nil) {
        let here = Self.cities[place ?? city]
        let end = now + hours * 3_600
        var (latitude, longitude) = (here.latitude, here.longitude)
        while now < end {
            now += random.chance(0.02) ? 3_600 * (1 + random.below(6)) : 30 + random.below(random.chance(0.3) ? 570 : 210)
            latitude = here.latitude + (latitude - here.latitude) * 0.9 + random.uniform(-0.003, 0.003)
            longitude = here.longitude + (longitude - here.longitude) * 0.9 + random.uniform(-0.003, 0.003)
            if random.chance(0.005) {
                let wild = Self.cities[random.below(Self.cities.count)]
                fixes.append(Fix(second: now, latitude: wild.latitude, longitude: wild.longitude, accuracy: 30))
                continue
            }
            let accuracy = [5, 8, 12, 20, 35, 65, 150, 400, 900, 1_500, 3_000][random.below(11)]
            fixes.append(Fix(second: now, latitude: latitude, longitude: longitude, accuracy: accuracy))
        }
    }

    /// Out to a neighbouring city for a few hours and back the same day.
    private mutating func dayTrip() {
        let home = city
        let other = nearbyCity()
        travel(to: other, flying: false)
        stay(hours: 2 + random.below(5))
        travel(to: home, flying: false)
    }

    /// A drive or train (about 100 km/h, a fix a minute or two) or a flight (cruise samples at 10–12 km and
    /// 230 m/s), ending at the destination.
    private mutating func travel(to destination: Int, flying: Bool) {
        let (from, to) = (Self.cities[city], Self.cities[destination])
        let kilometres = Self.kilometres(from, to)
        let speed = flying ? 0.23 : 0.028  // km per second
        let duration = Int(kilometres / speed)
        let start = now
        while now < start + duration {
            now += flying ? 60 : 60 + random.below(60)
            let progress = Double(now - start) / Double(max(duration, 1))
            guard progress < 1 else { break }
            fixes.append(Fix(
                second: now, latitude: from.latitude + (to.latitude - from.latitude) * progress,
                longitude: from.longitude + (to.longitude - from.longitude) * progress,
                accuracy: flying ? 50 : [8, 20, 65][random.below(3)], altitude: flying ? 10_000 + random.below(2_000) : nil))
        }
        now = start + duration
        city = destination
        flew = flew || flying
        stay(hours: 1 + random.below(3))
    }

    private mutating func nearbyCity() -> Int {
        let here = Self.cities[city]
        let near = Self.cities.indices.filter { $0 != city && Self.kilometres(here, Self.cities[$0]) < 500 }
        return near.isEmpty ? (city + 1) % Self.cities.count : near[random.below(near.count)]
    }

    private static func kilometres(_ a: (name: String, latitude: Double, longitude: Double), _ b: (name: String, latitude: Double, longitude: Double)) -> Double {
        let meanLatitude = (a.latitude + b.latitude) / 2 * .pi / 180
        let dx = (b.longitude - a.longitude) * cos(meanLatitude), dy = b.latitude - a.latitude
        return (dx * dx + dy * dy).squareRoot() * 111.2
    }

    /// The fixes as a Takeout `Records.json`.
    var recordsJSON: String {
        let formatter = ISO8601DateFormatter()
        let records = fixes.map { fix in
            var fields = [
                "\"latitudeE7\": \(Int((fix.latitude * 1e7).rounded()))", "\"longitudeE7\": \(Int((fix.longitude * 1e7).rounded()))",
                "\"accuracy\": \(fix.accuracy)",
            ]
            if let altitude = fix.altitude { fields.append("\"altitude\": \(altitude)") }
            fields.append("\"timestamp\": \"\(formatter.string(from: Date(timeIntervalSince1970: Double(fix.second))))\"")
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        return "{ \"locations\": [\n" + records.joined(separator: ",\n") + "\n] }\n"
    }
}

extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func uniform(_ low: Double, _ high: Double) -> Double { Double.random(in: low..<high, using: &self) }
}
