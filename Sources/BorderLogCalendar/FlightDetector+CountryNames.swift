import BorderLogGeo
import BorderLogModel

extension FlightDetector {
    /// A route of places written as a city and its country code, as German airline exports do:
    /// `Von FRANKFURT DE Nach: LISBOA PT PORTELA`. Words after the code (`PORTELA`) name the airport.
    enum QualifiedRoute {
        /// No such places in the text.
        case none
        case found(Route)
        /// Places written that way, but one names no airport of its country: why.
        case unsure(String)
    }

    /// One place: city words, the country code after them, and airport words after that.
    struct QualifiedPlace {
        var name: [String]
        var country: CountryCode
        var airportWords: [String]
        /// Token positions: first name word, country code, last airport word.
        var start: Int, code: Int, end: Int
    }

    /// Labels that stand before a place ("Von", "Nach:", "From", "To"). Short words such as `de` or `a` are
    /// left out: they are also country codes and parts of names ("RIO DE JANEIRO BR").
    static let placeLabels: Set<String> = [
        "von", "from", "ab", "nach", "to", "naar", "van", "desde", "para", "vers", "pour", "origin", "destination", "ziel",
        "abflug", "ankunft", "dep", "arr", "departure", "arrival", "depart", "arrive", "departs", "arrives", "partenza", "arrivo",
    ]

    /// Two or more places, each separated from the next by a label or a connector (`–`, `→`, `nach`). A city where
    /// several airports fit is still a place: its country is certain (`FlightPlace.city`).
    func qualifiedRoute(_ text: FlightText) -> QualifiedRoute {
        let places = qualifiedPlaces(text)
        guard places.count >= 2 else { return .none }
        var found: [FlightPlace] = []
        for place in places {
            switch resolve(place) {
            case (.found(let code), _): found.append(.airport(code))
            case (.ambiguous(let candidates), let name): found.append(.city(name, country: place.country, candidates: candidates))
            case (.unknown, let name): return .unsure("\"\(name) \(place.country)\" names no airport in \(place.country); no flight taken")
            }
        }
        return .found(Route(places: found, flags: Set<FlightFlag>([.routeFromNames, .countryQualified]).union(found.count > 2 ? [.multiLeg] : [])))
    }

    /// The whole name first, then without its leading words ("FLUGHAFEN FRANKFURT DE" → "FRANKFURT"), with the name
    /// that gave the answer (the whole name when none did).
    func resolve(_ place: QualifiedPlace) -> (choice: AirportChoice, name: String) {
        let whole = place.name.joined(separator: " ")
        var best = (choice: AirportChoice.unknown, name: whole)
        for drop in 0..<place.name.count {
            let name = place.name.dropFirst(drop).joined(separator: " ")
            let choice = airports.airport(named: name, in: place.country, airportWords: place.airportWords)
            if case .found = choice { return (choice, name) }
            if case .ambiguous = choice, best.choice == .unknown { best = (choice, name) }
        }
        return best
    }

    private func isSeparator(_ token: FlightText.Token) -> Bool {
        token.kind != .word || FlightDetector.placeLabels.contains(token.folded) || isConnector(token)
    }

    /// Upper-case ISO country codes after one to four words of letters, not followed by a number (`DE 2016` is
    /// Condor's flight number, not Germany); consecutive places must have a label or connector between them.
    func qualifiedPlaces(_ text: FlightText) -> [QualifiedPlace] {
        let tokens = text.tokens
        var places: [QualifiedPlace] = []
        for index in tokens.indices.dropFirst() {
            let token = tokens[index]
            guard token.kind == .word, token.text.utf8.count == 2, token.text.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }),
                  let country = CountryCode(token.text) else { continue }
            if index + 1 < tokens.count, tokens[index + 1].kind == .number { continue }
            let floor = places.last.map { $0.code + 1 } ?? 0
            var start = index
            while start > floor, index - start < 4, !isSeparator(tokens[start - 1]) { start -= 1 }
            guard start < index, tokens[start..<index].allSatisfy({ $0.text.allSatisfy(\.isLetter) }) else { continue }
            if var previous = places.last {
                // The earlier place's airport words end where this name begins; something must divide them.
                guard tokens[(previous.code + 1)..<start].contains(where: isSeparator) || (start > 0 && isSeparator(tokens[start - 1]))
                else { continue }
                previous.end = min(previous.end, start - 1)
                previous.airportWords = tokens[(previous.code + 1)...].prefix(max(0, previous.end - previous.code))
                    .filter { $0.kind == .word }.map(\.text)
                places[places.count - 1] = previous
            }
            var end = index
            while end + 1 < tokens.count, end - index < 4, !isSeparator(tokens[end + 1]) { end += 1 }
            places.append(QualifiedPlace(
                name: tokens[start..<index].map(\.text), country: country,
                airportWords: tokens[(index + 1)..<(end + 1)].map(\.text), start: start, code: index, end: end))
        }
        return places
    }
}
