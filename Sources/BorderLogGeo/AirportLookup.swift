import Foundation

/// Airports by IATA code or by city or airport name, from the geo index. Names in several
/// languages work where the index knows them (München, Genf, Lissabon); a city with several
/// airports means its main one (London → LHR, Paris → CDG). The calendar and mail readers find
/// flights' airports through it.
public final class AirportLookup: @unchecked Sendable {
    /// The index whose airport table it reads.
    public let index: GeoIndex
    private let lock = NSLock()
    private var namesSeen: [String: String?] = [:]

    public init(index: GeoIndex) {
        self.index = index
    }

    public func airport(_ code: String) -> Airport? {
        index.airport(code)
    }

    public func isAirport(code: String) -> Bool {
        index.airport(code) != nil
    }

    public func airportCode(named name: String) -> String? {
        let key = FoldedText.of(name)
        lock.lock()
        if let seen = namesSeen[key] {
            lock.unlock()
            return seen
        }
        lock.unlock()
        let code = resolve(key)
        lock.lock()
        if namesSeen.count < 10_000 { namesSeen[key] = code }
        lock.unlock()
        return code
    }

    private func resolve(_ name: String) -> String? {
        guard name.count >= 3, !AirportLookup.notPlaces.contains(name) else { return nil }
        if let hub = AirportLookup.hubs[name] { return hub }
        let candidates = index.airports(matching: name)
        guard let best = candidates.first else { return nil }
        let city = FoldedText.of(best.city)
        // Accept a city match, or an airport name that contains the whole text (e.g. "Heathrow").
        let folded = FoldedText.of(best.name)
        guard city == name || city.hasPrefix(name + " ") || folded.contains(name) || AirportLookup.isExonymHit(name, candidates) else {
            return nil
        }
        if let hub = AirportLookup.hubs[city] { return hub }
        let sameCity = candidates.filter { FoldedText.of($0.city) == city }
        return (sameCity.first { $0.name.localizedCaseInsensitiveContains("international") } ?? best).code
    }

    /// The index maps a few foreign names (München → Munich) before matching: then the best city
    /// differs from the text but is still a city match.
    private static func isExonymHit(_ name: String, _ candidates: [Airport]) -> Bool {
        !name.contains(" ") && candidates.count < 12
    }

    /// Words that follow "flight to" but are not places.
    static let notPlaces: Set<String> = ["the", "airport", "home", "work", "office", "hotel", "conference", "meeting"]

    /// The main airport of cities that have several.
    static let hubs: [String: String] = [
        "london": "LHR", "paris": "CDG", "new york": "JFK", "new york city": "JFK", "milan": "MXP", "rome": "FCO",
        "moscow": "SVO", "tokyo": "HND", "berlin": "BER", "stockholm": "ARN", "chicago": "ORD", "washington": "IAD",
        "sao paulo": "GRU", "buenos aires": "EZE", "istanbul": "IST", "bangkok": "BKK", "seoul": "ICN", "shanghai": "PVG",
        "beijing": "PEK", "osaka": "KIX", "toronto": "YYZ", "montreal": "YUL", "dubai": "DXB", "houston": "IAH",
        "dallas": "DFW", "los angeles": "LAX", "frankfurt": "FRA", "munich": "MUC", "oslo": "OSL", "brussels": "BRU",
        "venice": "VCE", "glasgow": "GLA", "manchester": "MAN", "basel": "BSL", "tenerife": "TFS", "rio de janeiro": "GIG",
        "jakarta": "CGK", "taipei": "TPE", "lisbon": "LIS", "geneva": "GVA", "zurich": "ZRH", "vienna": "VIE",
        "amsterdam": "AMS", "madrid": "MAD", "barcelona": "BCN", "athens": "ATH", "dublin": "DUB", "copenhagen": "CPH",
        "helsinki": "HEL", "warsaw": "WAW", "prague": "PRG", "budapest": "BUD", "lyon": "LYS", "nice": "NCE",
        "marseille": "MRS", "toulouse": "TLS", "hamburg": "HAM", "dusseldorf": "DUS", "cologne": "CGN", "stuttgart": "STR",
        "split": "SPU", "dubrovnik": "DBV", "larnaca": "LCA", "naples": "NAP", "florence": "FLR", "bologna": "BLQ",
        "edinburgh": "EDI", "belfast": "BFS", "reykjavik": "KEF", "san francisco": "SFO", "miami": "MIA", "boston": "BOS",
        "singapore": "SIN", "hong kong": "HKG", "sydney": "SYD", "melbourne": "MEL", "auckland": "AKL", "delhi": "DEL",
        "new delhi": "DEL", "mumbai": "BOM", "doha": "DOH", "abu dhabi": "AUH", "cairo": "CAI", "johannesburg": "JNB",
        "mexico city": "MEX", "bogota": "BOG", "lima": "LIM", "santiago": "SCL", "saint denis": "RUN", "reunion": "RUN",
        "la reunion": "RUN", "porto": "OPO", "faro": "FAO", "malaga": "AGP", "palma": "PMI", "bucharest": "OTP",
        "sofia": "SOF", "belgrade": "BEG", "zagreb": "ZAG", "ljubljana": "LJU", "riga": "RIX", "tallinn": "TLL", "vilnius": "VNO",
        "kyiv": "KBP", "kiev": "KBP", "tel aviv": "TLV", "newark": "EWR", "vancouver": "YVR", "calgary": "YYC",
        // Names as the country itself writes them, which airline exports use (LISBOA PT, MUENCHEN DE).
        "lisboa": "LIS", "munchen": "MUC", "muenchen": "MUC", "koln": "CGN", "koeln": "CGN", "wien": "VIE", "roma": "FCO",
        "milano": "MXP", "praha": "PRG", "warszawa": "WAW", "kobenhavn": "CPH", "bruxelles": "BRU", "brussel": "BRU",
        "geneve": "GVA", "zuerich": "ZRH", "nuernberg": "NUE", "duesseldorf": "DUS", "athina": "ATH", "firenze": "FLR",
        "napoli": "NAP", "venezia": "VCE", "sevilla": "SVQ", "moskva": "SVO", "bucuresti": "OTP", "beograd": "BEG",
    ]
}
