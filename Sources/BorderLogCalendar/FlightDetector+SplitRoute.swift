import BorderLogFlights
import BorderLogModel

extension FlightDetector {
    /// Which end of a flight a label puts a place at.
    enum PlaceRole: Equatable {
        case departure
        case arrival
    }

    /// Labels that put the place after them at the departure (`Von MUNICH DE`, `From LISBOA PT`) or the arrival
    /// (`Flug nach TOULOUSE FR`, `Flight to LONDON GB`).
    static let departureWords: Set<String> = [
        "von", "from", "ab", "van", "desde", "da", "dal", "du", "de", "fra", "fran", "origin", "abflug", "dep", "departure", "depart",
        "departs", "partenza",
    ]
    static let arrivalWords: Set<String> = [
        "nach", "to", "naar", "para", "vers", "pour", "a", "til", "till", "verso", "destination", "ziel", "ankunft", "arr", "arrival",
        "arrive", "arrives", "arrivo",
    ]

    /// A route whose ends are written in two fields, one city and its country code in each, as Lufthansa's calendar
    /// entries do: `Von MUNICH DE` in LOCATION, `Flug nach TOULOUSE FR` in SUMMARY. Each field holds one such place;
    /// a label before it says which end it is, and a LOCATION place without a label is the departure (where one
    /// goes to board). `.none` unless the two fields give exactly one departure and one arrival.
    func splitQualifiedRoute(title: FlightText, location: FlightText, notes: FlightText) -> QualifiedRoute {
        var departures: [QualifiedPlace] = []
        var arrivals: [QualifiedPlace] = []
        for (text, isLocation) in [(title, false), (location, true), (notes, false)] {
            let places = qualifiedPlaces(text)
            guard places.count == 1, let place = places.first else {
                if places.count > 1 { return .none }
                continue
            }
            let end: PlaceRole? = role(of: place, in: text) ?? (isLocation ? PlaceRole.departure : nil)
            switch end {
            case .departure: departures.append(place)
            case .arrival: arrivals.append(place)
            case nil: return .none
            }
        }
        guard departures.count == 1, arrivals.count == 1 else { return .none }
        var ends: [FlightPlace] = []
        for place in [departures[0], arrivals[0]] {
            switch resolve(place) {
            case (.found(let code), _): ends.append(.airport(code))
            case (.ambiguous(let candidates), let name): ends.append(.city(name, country: place.country, candidates: candidates))
            case (.unknown, let name): return .unsure("\"\(name) \(place.country)\" names no airport in \(place.country); no flight taken")
            }
        }
        return .found(Route(places: ends, flags: [.routeFromNames, .countryQualified]))
    }

    /// The end the word before a place's name (past a `:`) gives it; nil without such a word.
    private func role(of place: QualifiedPlace, in text: FlightText) -> PlaceRole? {
        var index = place.start - 1
        while index >= 0, text.tokens[index].kind == .symbol, text.tokens[index].text == ":" { index -= 1 }
        guard index >= 0 else { return nil }
        let word = text.tokens[index].folded
        if Self.departureWords.contains(word) { return .departure }
        if Self.arrivalWords.contains(word) { return .arrival }
        return nil
    }
}
