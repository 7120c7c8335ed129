import BorderLogFlights
import BorderLogModel

/// Finds a flight in an event's SUMMARY, LOCATION and DESCRIPTION. Pure text work: no libical, no I/O.
///
/// Shapes understood, best first: a code route in the summary (`LHR → JFK`, `LHR-JFK`,
/// `DL738 JFK to LAX`), two bracketed codes (`from Frankfurt (FRA) to Newark (EWR)`), Google's
/// `Flight to London (BA 287)` with the departure in LOCATION, a keyword and two names
/// (`Flug München – Toulouse`), labelled lines in the description (`Departs … LIS`, `dep JFK; arr LAX`),
/// then the same code shapes in LOCATION and DESCRIPTION. Cities written with their country code may name both ends
/// in one field (`Von FRANKFURT DE Nach: LISBOA PT`) or one end in each (`Von MUNICH DE` in LOCATION,
/// `Flug nach TOULOUSE FR` in SUMMARY). A train, bus or ferry is never a flight.
public struct FlightDetector {
    /// A detected flight: the route's places (airports, or a city in a named country whose airport is open) and the
    /// flight number when one is written.
    public struct Match: Equatable, Sendable {
        public var flight: FlightNumber?
        public var from: FlightPlace
        public var to: FlightPlace
        /// Places between `from` and `to`, in order, for a multi-leg event (`LHR → ZRH → GVA`: `ZRH`).
        public var via: [FlightPlace]
        /// How the route was found when that matters to a reader: `route-from-names`, `multi-leg`.
        public var flags: Set<FlightFlag>

        public init(flight: FlightNumber?, from: FlightPlace, to: FlightPlace, via: [FlightPlace] = [], flags: Set<FlightFlag> = []) {
            self.flight = flight
            self.from = from
            self.to = to
            self.via = via
            self.flags = flags
        }

        /// Every place in order: `from`, the stops, `to`.
        public var stops: [FlightPlace] { [from] + via + [to] }
    }

    let airports: any AirportDirectory

    public init(airports: any AirportDirectory) {
        self.airports = airports
    }

    /// What the detector made of an event: a flight, and why it took none when it was unsure.
    public struct Finding: Equatable, Sendable {
        public var match: Match?
        /// Set when the text names a route the detector would not guess (a city not in its country): no flight is
        /// taken and the reason is worth telling.
        public var warning: String?
    }

    public func detect(summary: String, location: String = "", description: String = "") -> Match? {
        examine(summary: summary, location: location, description: description).match
    }

    public func examine(summary: String, location: String = "", description: String = "") -> Finding {
        guard FlightText.mayMentionFlight(summary) || FlightText.mayMentionFlight(location) || FlightText.mayMentionFlight(description)
        else { return Finding() }
        let title = FlightText(summary)
        let place = FlightText(location)
        let notes = FlightText(description)
        let hasKeyword = FlightDetector.hasFlightWord(title) || FlightDetector.hasFlightWord(place)
            || FlightDetector.isTripItFlight(description)
        if FlightDetector.isSurfaceTransport(title, place, description: description) && !FlightDetector.hasFlightWord(title) {
            return Finding()
        }
        let headline = flightNumber(in: title) ?? flightNumber(in: place)
        let number = headline ?? flightNumber(in: notes)
        // A number-like token deep in a description ("Q3 2024") is no evidence of a flight by itself.
        let flightLike = hasKeyword || headline != nil || FlightDetector.hasFlightWord(notes)

        var found: Route?
        var warning: String?
        // Places written with their country code are never resolved outside it, nor guessed by the name shapes.
        var qualified = QualifiedRoute.none
        if flightLike {
            for text in [title, notes, place] {
                qualified = qualifiedRoute(text)
                if case .none = qualified { continue }
                break
            }
            // One end in each field: `Von MUNICH DE` in LOCATION, `Flug nach TOULOUSE FR` in SUMMARY.
            if case .none = qualified { qualified = splitQualifiedRoute(title: title, location: place, notes: notes) }
        }
        if let route = codeRoute(title), flightLike || bareRoute(title, route) {
            found = route
        } else if let route = bracketedCodes(title), flightLike {
            found = route
        } else if case .found(let route) = qualified, route.stops.allSatisfy({ $0.code != nil }) {
            found = route
        } else if case .found(let route) = qualified {
            // A city whose airport is open: codes written elsewhere that fit it name the airport, else the city (its
            // country certain) stands.
            let codes = [labelledRoute(notes), codeRoute(place), bracketedCodes(place), codeRoute(notes), bracketedCodes(notes)]
            found = codes.lazy.compactMap { $0 }.first { $0.from.fits(route.from) && $0.to.fits(route.to) } ?? route
        } else if case .unsure(let why) = qualified {
            // A code-shaped word of a name (`SAN` of `SAN JOSE DE`) may make both ends one airport: that is no route.
            let codes = [labelledRoute(notes), codeRoute(place), bracketedCodes(place), codeRoute(notes), bracketedCodes(notes)]
            found = codes.lazy.compactMap { $0 }.first { $0.from != $0.to }
            if found == nil { warning = why }
        } else if number != nil || place.tokens.contains(where: isCode), let route = googleStyle(title, location: place) {
            // "Book flight to Paris" with a place is a to-do, not a flight: Google's always carry a number.
            found = route
        } else if let route = namedRoute(title) {
            found = route
        } else if flightLike, let route = labelledRoute(notes) {
            found = route
        } else if flightLike, let route = codeRoute(place) ?? bracketedCodes(place) ?? codeRoute(notes) ?? bracketedCodes(notes) {
            found = route
        }
        guard let found, found.from != found.to else { return Finding(match: nil, warning: warning) }
        // A stop repeated next to itself ("LHR → ZRH → ZRH") is one stop.
        var stops: [FlightPlace] = []
        for stop in found.stops where stops.last != stop { stops.append(stop) }
        return Finding(match: Match(flight: number, from: found.from, to: found.to, via: Array(stops.dropFirst().dropLast()), flags: found.flags))
    }

    /// A route as found: the end places, the stops between them, and how it was found.
    struct Route {
        var from: FlightPlace
        var to: FlightPlace
        var via: [FlightPlace]
        var flags: Set<FlightFlag>

        var stops: [FlightPlace] { [from] + via + [to] }

        /// A route of airport codes, from the first to the last.
        init(codes: [String], flags: Set<FlightFlag>) {
            self.init(places: codes.map(FlightPlace.airport), flags: flags)
        }

        init(places: [FlightPlace], flags: Set<FlightFlag>) {
            from = places[0]
            to = places[places.count - 1]
            via = Array(places.dropFirst().dropLast())
            self.flags = flags
        }
    }

    // MARK: - Words

    private static let flightWords: Set<String> = [
        "flight", "flights", "flug", "fluge", "vol", "volo", "vuelo", "voo", "vlucht", "lot", "lento", "flyg", "flyvning",
        "πτηση", "рейс", "航班", "フライト", "airlines", "airways", "✈", "\u{1F6EB}", "\u{1F6EC}", "\u{1F6E9}", "flightnumber",
    ]

    /// Trains, buses and ferries, by name or by the designators their numbers carry ("ICE 123").
    private static let surfaceWords: Set<String> = [
        "train", "zug", "bahn", "treno", "tren", "trein", "rail", "railway", "railjet", "nightjet", "eurostar", "thalys",
        "frecciarossa", "frecciargento", "italo", "trenitalia", "renfe", "sncf", "ouigo", "amtrak", "flixbus", "bus", "coach",
        "ferry", "fahre", "traghetto", "ferry", "hbf", "hauptbahnhof", "bahnhof", "gare", "stazione", "estacion", "db",
    ]
    private static let surfaceDesignators: Set<String> = ["ICE", "TGV", "AVE", "ECE", "RJX", "IRE", "TER", "IC", "EC", "RJ", "NJ", "RE", "RB"]

    private static func hasFlightWord(_ text: FlightText) -> Bool {
        text.tokens.contains { flightWords.contains($0.folded) }
    }

    /// TripIt marks its event kinds in the description: `[Flight]`, `[Rail]`, `[Lodging]`.
    private static func isTripItFlight(_ description: String) -> Bool {
        description.contains("[Flight]")
    }

    private static func isSurfaceTransport(_ title: FlightText, _ place: FlightText, description: String) -> Bool {
        if description.contains("[Rail]") || description.contains("[Transportation]") || description.contains("[Cruise]") { return true }
        for text in [title, place] {
            let tokens = text.tokens
            for (index, token) in tokens.enumerated() {
                if surfaceWords.contains(token.folded) { return true }
                // "ICE 123", "TGV 6201", "EC 41": a designator a train number carries.
                guard token.kind == .word, surfaceDesignators.contains(token.text),
                      index + 1 < tokens.count, tokens[index + 1].kind == .number else { continue }
                if token.text.count == 3 { return true }
                // Two-letter ones can be airlines too: a train only with no airport code around.
                if !tokens.contains(where: { $0.isCodeShaped }) { return true }
            }
        }
        return false
    }

    /// Upper-case words that are airport codes but far more often English.
    private static let notCodes: Set<String> = [
        "THE", "AND", "FOR", "NOT", "BUT", "ALL", "ARE", "YOU", "OUT", "NEW", "TBC", "TBD", "VIA", "DAY", "OFF", "PER", "AVE",
        "HOT", "BUS", "CAR", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT", "ICE", "TGV", "ETA", "ETD", "UTC", "GMT", "CET",
    ]

    private func isCode(_ token: FlightText.Token) -> Bool {
        token.isCodeShaped && !FlightDetector.notCodes.contains(token.text) && airports.isAirport(code: token.text)
    }

    private static let connectorWords: Set<String> = [
        "to", "nach", "a", "vers", "naar", "till", "til", "para", "per", "verso", "pour", "→",
    ]

    func isConnector(_ token: FlightText.Token) -> Bool {
        token.isConnectorSymbol || (token.kind == .word && FlightDetector.connectorWords.contains(token.folded))
    }

    // MARK: - Routes from codes

    /// `LHR → JFK`, `LHR-JFK`, `JFK to LAX`, `LHR → FRA → JFK` (first and last airport).
    private func codeRoute(_ text: FlightText) -> Route? {
        let tokens = text.tokens
        var index = 0
        while index + 2 < tokens.count {
            if isCode(tokens[index]), isConnector(tokens[index + 1]), isCode(tokens[index + 2]) {
                var chain = [tokens[index].text, tokens[index + 2].text]
                var next = index + 2
                while next + 2 < tokens.count, isConnector(tokens[next + 1]), isCode(tokens[next + 2]) {
                    chain.append(tokens[next + 2].text)
                    next += 2
                }
                return Route(codes: chain, flags: chain.count > 2 ? [.multiLeg] : [])
            }
            index += 1
        }
        return nil
    }

    /// A summary that is little more than the route ("LHR-JFK", "LHR → JFK 07:05") is a flight by itself.
    private func bareRoute(_ text: FlightText, _ route: Route) -> Bool {
        let words = text.tokens.filter { $0.kind == .word && !isCode($0) && !isConnector($0) }
        return words.count <= 3
    }

    /// `Frankfurt (FRA) to Newark (EWR)`, `(LHR) → (JFK)`: the first and last bracketed airport code.
    private func bracketedCodes(_ text: FlightText) -> Route? {
        let tokens = text.tokens
        var codes: [String] = []
        for index in tokens.indices.dropFirst().dropLast()
        where tokens[index - 1].opens && tokens[index + 1].closes && isCode(tokens[index]) {
            if codes.last != tokens[index].text { codes.append(tokens[index].text) }
        }
        guard codes.count >= 2 else { return nil }
        return Route(codes: codes, flags: codes.count > 2 ? [.multiLeg] : [])
    }

    // MARK: - Routes from names

    private static let toWords: Set<String> = ["to", "nach", "a", "pour", "vers", "naar", "para", "per", "til", "till", "verso", "à"]
    private static let fromWords: Set<String> = ["from", "von", "de", "da", "desde", "van", "du", "dal", "ab", "fra", "från"]

    /// Google's `Flight to London (BA 287)`, departure airport in LOCATION (`Lisbon LIS`, `Humberto Delgado Airport (LIS)`).
    private func googleStyle(_ title: FlightText, location: FlightText) -> Route? {
        let tokens = title.tokens
        guard let keyword = tokens.firstIndex(where: { FlightDetector.flightWords.contains($0.folded) }),
              keyword + 2 < tokens.count, FlightDetector.toWords.contains(tokens[keyword + 1].folded) else { return nil }
        let nameTokens = tokens[(keyword + 2)...].prefix { $0.kind != .symbol }
        guard let to = destination(Array(nameTokens)) else { return nil }
        guard let from = origin(in: location), from != to else { return nil }
        return Route(codes: [from, to], flags: [.routeFromNames])
    }

    private func destination(_ tokens: [FlightText.Token]) -> String? {
        if tokens.count == 1, isCode(tokens[0]) { return tokens[0].text }
        return resolveName(tokens)
    }

    /// The departure airport a LOCATION names: its last code (`Lisbon LIS`, `… (LIS)`), else its name.
    private func origin(in location: FlightText) -> String? {
        if let code = location.tokens.last(where: { isCode($0) }) { return code.text }
        let words = location.tokens.prefix { $0.kind != .symbol || $0.text == "-" }.filter { $0.kind == .word }
        return resolveName(Array(words))
    }

    /// `Flug München – Toulouse`, `Flight from Frankfurt to Newark`, `Vol LH 123 Paris - Nice`.
    private func namedRoute(_ title: FlightText) -> Route? {
        let tokens = title.tokens
        guard let keyword = tokens.firstIndex(where: { FlightDetector.flightWords.contains($0.folded) }) else { return nil }
        var index = keyword + 1
        // Skip a flight number and filler ("LH 123", "Nr.", "#", ":").
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .symbol && !token.isConnectorSymbol && !token.opens
                || token.kind == .number || FlightNumber.isDesignator(token.text) || FlightNumber(token.text) != nil
                || ["nr", "no", "number", "nummer", "numero"].contains(token.folded) {
                index += 1
            } else {
                break
            }
        }
        if index < tokens.count, FlightDetector.fromWords.contains(tokens[index].folded) { index += 1 }
        var first: [FlightText.Token] = []
        while index < tokens.count, !isConnector(tokens[index]), tokens[index].kind != .symbol || tokens[index].isConnectorSymbol {
            first.append(tokens[index])
            index += 1
        }
        guard index < tokens.count, isConnector(tokens[index]), !first.isEmpty else { return nil }
        index += 1
        var second: [FlightText.Token] = []
        while index < tokens.count, tokens[index].kind == .word {
            second.append(tokens[index])
            index += 1
        }
        guard let from = resolvePlace(first), let to = resolvePlace(second) else { return nil }
        return Route(codes: [from, to], flags: [.routeFromNames])
    }

    private func resolvePlace(_ tokens: [FlightText.Token]) -> String? {
        if let code = tokens.first(where: { isCode($0) }) { return code.text }
        return resolveName(tokens)
    }

    /// The airport the words name, trying the longest leading run of up to four words first
    /// ("Rio de Janeiro Galeão" → "Rio de Janeiro"). Numbers end a name.
    private func resolveName(_ tokens: [FlightText.Token]) -> String? {
        let words = Array(tokens.prefix { $0.kind == .word }.prefix(4))
        guard !words.isEmpty else { return nil }
        for length in stride(from: words.count, through: 1, by: -1) {
            let name = words.prefix(length).map(\.text).joined(separator: " ")
            guard name.count >= 3 else { continue }
            if let code = airports.airportCode(named: name) { return code }
        }
        return nil
    }

    // MARK: - Labelled description lines

    private static let departureLabels: Set<String> = [
        "dep", "depart", "departs", "departure", "departing", "depart", "abflug", "salida", "partenza", "vertrek", "from", "von",
        "partida", "odlot", "lahto", "\u{1F6EB}",
    ]
    private static let arrivalLabels: Set<String> = [
        "arr", "arrive", "arrives", "arrival", "arriving", "arrivee", "ankunft", "llegada", "arrivo", "aankomst", "to", "nach",
        "chegada", "przylot", "saapuminen", "\u{1F6EC}",
    ]

    /// `Departs Lisbon LIS 10:05 … Arrives London LHR`, TripIt's `dep JFK 7:00am; arr LAX 10:30am`:
    /// the first airport code within a few words after each label.
    private func labelledRoute(_ notes: FlightText) -> Route? {
        let tokens = notes.tokens
        var from: String?
        var to: String?
        for (index, token) in tokens.enumerated() {
            let isDeparture = FlightDetector.departureLabels.contains(token.folded) || token.folded.hasPrefix("depart") || token.folded.hasPrefix("abflug")
            let isArrival = FlightDetector.arrivalLabels.contains(token.folded) || token.folded.hasPrefix("arriv") || token.folded.hasPrefix("ankunft")
            guard isDeparture || isArrival, isDeparture ? from == nil : to == nil else { continue }
            if let code = tokens[(index + 1)...].prefix(8).first(where: { isCode($0) })?.text {
                if isDeparture { from = code } else { to = code }
            }
            if from != nil, to != nil { break }
        }
        guard let from, let to else { return nil }
        return Route(codes: [from, to], flags: [])
    }

    // MARK: - Flight numbers

    private static let notFlightContext: Set<String> = ["gate", "terminal", "seat", "row", "platform", "gleis", "voie", "binario", "sitz", "sitzplatz", "room", "zimmer"]

    /// The flight number, best-placed first: after a flight keyword, inside brackets, anywhere else
    /// (not after gate, seat, platform…; aircraft types like A320 or B737 are not flight numbers).
    func flightNumber(in text: FlightText) -> FlightNumber? {
        let tokens = text.tokens
        var candidates: [(rank: Int, number: FlightNumber)] = []
        for index in tokens.indices {
            guard let (number, length) = flightNumber(at: index, tokens) else { continue }
            let before = index > 0 ? tokens[index - 1] : nil
            if let before, FlightDetector.notFlightContext.contains(before.folded) { continue }
            var rank = 3
            let keywordBefore = tokens[max(0, index - 3)..<index].contains { FlightDetector.flightWords.contains($0.folded) }
            if keywordBefore {
                rank = 0
            } else if before?.opens == true, index + length < tokens.count, tokens[index + length].closes {
                rank = 1
            } else if index == 0 {
                rank = 2
            } else if length == 1, FlightDetector.isAircraftType(tokens[index].text) {
                continue
            }
            candidates.append((rank, number))
        }
        return candidates.min { $0.rank < $1.rank }?.number
    }

    private func flightNumber(at index: Int, _ tokens: [FlightText.Token]) -> (FlightNumber, Int)? {
        let token = tokens[index]
        guard token.kind == .word, token.text.uppercased() == token.text else { return nil }
        if token.text.count >= 3, let number = FlightNumber(token.text) { return (number, 1) }
        if FlightNumber.isDesignator(token.text), index + 1 < tokens.count, tokens[index + 1].kind == .number,
           let number = FlightNumber(airline: token.text, digits: tokens[index + 1].text) {
            return (number, 2)
        }
        return nil
    }

    private static func isAircraftType(_ text: String) -> Bool {
        let upper = text.uppercased()
        return upper.count == 4 && (upper.hasPrefix("A3") || upper.hasPrefix("B7") || upper.hasPrefix("A2") || upper.hasPrefix("E1"))
    }
}
