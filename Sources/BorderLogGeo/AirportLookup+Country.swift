import BorderLogModel

extension AirportLookup {
    /// A city name within one country, the way German airline exports write it (`Von FRANKFURT DE`,
    /// `Nach: LISBOA PT PORTELA`).
    ///
    /// The airport table has no size or traffic figures, so "the largest airport of the city" is decided by
    /// these rules, in order, and only among airports in `country`:
    /// 1. words after the country code that name one of the city's airports (`PORTELA`, `ORLY`) pick it;
    /// 2. the city's main airport from the hub list (`frankfurt` → FRA, `lisboa` → LIS), when it is in `country`;
    /// 3. of the city's airports, the one listed as its main airport (`mainAirports`: `SAN JOSE CR` → SJO, where
    ///    Tobías Bolaños (SYQ) is "International" too), so a name several countries share (San José in CR, US, PH)
    ///    gives each country its own airport;
    /// 4. the only airport of that city (exact city name; else the only airport whose name holds the name);
    /// 5. of several, the only one named "International".
    /// Anything else is `ambiguous` (Portland US: PDX and PWM are both international) and no airport
    /// outside `country` is ever returned, so a guess cannot add a country the text does not name.
    public func airport(named name: String, in country: CountryCode, airportWords: [String]) -> AirportChoice {
        let key = FoldedText.of(name)
        guard key.count >= 3, !AirportLookup.notPlaces.contains(key) else { return .unknown }
        let inCountry = index.airports(matching: key).filter { $0.country == country }
        var city = inCountry.filter { FoldedText.of($0.city) == key }
        if city.isEmpty { city = inCountry.filter { AirportLookup.words(of: $0.name).contains(key) || FoldedText.of($0.city).hasPrefix(key + " ") } }
        let hub = AirportLookup.hubs[key].flatMap { code in index.airport(code).flatMap { $0.country == country ? $0 : nil } }
        if let hub, !city.contains(hub) { city.append(hub) }

        let named = airportWords.map(FoldedText.of).filter { $0.count >= 3 }
        if !named.isEmpty {
            // The airport words may also find the airport alone: `LISBOA PT PORTELA` (Lisbon's name is English).
            var pool = city
            for word in named where pool.isEmpty {
                pool = index.airports(matching: word).filter { $0.country == country }
            }
            let picked = pool.filter { airport in named.contains { AirportLookup.words(of: airport.name).contains($0) } }
            if picked.count == 1 { return .found(picked[0].code) }
            if city.isEmpty, !picked.isEmpty { return .ambiguous(picked.map(\.code)) }
        }
        if let hub { return .found(hub.code) }
        let main = city.filter { AirportLookup.mainAirports.contains($0.code) }
        if main.count == 1 { return .found(main[0].code) }
        if city.count == 1 { return .found(city[0].code) }
        guard !city.isEmpty else { return .unknown }
        let international = city.filter { $0.name.localizedCaseInsensitiveContains("international") }
        if international.count == 1 { return .found(international[0].code) }
        return .ambiguous(city.map(\.code).sorted())
    }

    private static func words(of name: String) -> Set<String> {
        Set(FoldedText.of(name).split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}
