import BorderLogModel
import Synchronization

/// The airports of the index. AIRP: one tab-separated line per airport with an IATA code (code, name, city, latitude,
/// longitude, country, time zone, and the city and name folded for search: lower case, accents removed, punctuation
/// as single spaces). AICO: `ICAO<tab>IATA` for those that also have an ICAO code. AIRX: airports known only by their
/// ICAO code, in AIRP's layout with that code first. An index built before the ICAO sections reads as IATA only.
struct AirportTable: Sendable {
    /// The airports with an IATA code: the ones a city or name search offers.
    let airports: [Airport]
    private let byCode: [String: Int]
    private let byICAO: [String: Int]
    private let icaoOnly: ICAOOnlyAirports
    private let foldedCity: [String]
    private let foldedName: [String]

    init(tsv: UnsafeRawBufferPointer, icaoCodes: UnsafeRawBufferPointer? = nil, icaoOnly: UnsafeRawBufferPointer? = nil) {
        var airports: [Airport] = []
        var foldedCity: [String] = []
        var foldedName: [String] = []
        airports.reserveCapacity(8_000)
        Self.rows(tsv) { airport, city, name in
            airports.append(airport)
            foldedCity.append(city)
            foldedName.append(name)
        }
        var byCode: [String: Int] = [:]
        for (index, airport) in airports.enumerated() { byCode[airport.code] = index }
        var byICAO: [String: Int] = [:]
        for fields in Self.lines(icaoCodes) where fields.count == 2 {
            guard let index = byCode[fields[1]] else { continue }
            airports[index].icao = fields[0]
            byICAO[fields[0]] = index
        }
        self.airports = airports
        self.byCode = byCode
        self.byICAO = byICAO
        self.icaoOnly = ICAOOnlyAirports(text: icaoOnly.map { Array($0) } ?? [])
        self.foldedCity = foldedCity
        self.foldedName = foldedName
    }

    /// The airport with this IATA (three letters) or ICAO (four letters) code, any letter case.
    func airport(_ code: String) -> Airport? {
        let code = code.uppercased()
        guard code.utf8.count == 4 else { return byCode[code].map { airports[$0] } }
        return byICAO[code].map { airports[$0] } ?? icaoOnly.airport(code)
    }

    /// The airfields known only by an ICAO code, read on the first lookup that needs them: most runs name none, and
    /// they are more than the rest of the table.
    private final class ICAOOnlyAirports: Sendable {
        private let text: [UInt8]
        private let table = Mutex<[String: Airport]?>(nil)

        init(text: [UInt8]) {
            self.text = text
        }

        func airport(_ code: String) -> Airport? {
            table.withLock { table in
                if table == nil {
                    var read: [String: Airport] = [:]
                    text.withUnsafeBytes { bytes in
                        AirportTable.rows(bytes) { airport, _, _ in
                            var airport = airport
                            airport.icao = airport.code
                            read[airport.code] = airport
                        }
                    }
                    table = read
                }
                return table?[code]
            }
        }
    }

    private static func lines(_ tsv: UnsafeRawBufferPointer?) -> [[String]] {
        guard let tsv else { return [] }
        return tsv.split(separator: UInt8(ascii: "\n")).map { line in
            line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Each well-formed airport line of `tsv` with its folded city and name.
    fileprivate static func rows(_ tsv: UnsafeRawBufferPointer?, _ body: (Airport, String, String) -> Void) {
        for fields in lines(tsv) {
            guard fields.count == 9, let latitude = Double(fields[3]), let longitude = Double(fields[4]) else { continue }
            body(Airport(
                code: fields[0], name: fields[1], city: fields[2], latitude: latitude, longitude: longitude,
                country: CountryCode(fields[5]), timeZone: fields[6].isEmpty ? nil : fields[6]
            ), fields[7], fields[8])
        }
    }

    func matching(_ text: String) -> [Airport] {
        var needle = AirportTable.fold(text).split(separator: " ").joined(separator: " ")
        needle = AirportTable.exonyms[needle] ?? needle
        guard !needle.isEmpty else { return [] }
        var ranked: [(rank: Int, index: Int)] = []
        for index in airports.indices {
            if foldedCity[index] == needle {
                ranked.append((0, index))
            } else if foldedCity[index].hasPrefix(needle) {
                ranked.append((1, index))
            } else if foldedName[index].contains(needle) {
                ranked.append((2, index))
            }
        }
        return ranked.sorted { ($0.rank, airports[$0.index].code) < ($1.rank, airports[$1.index].code) }
            .map { airports[$0.index] }
    }

    /// Lower case, accents removed, punctuation as spaces.
    static func fold(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                let c = Character(scalar)
                out.append(c.isLetter || c.isNumber ? c : " ")
            } else if let plain = foldTable[scalar] {
                out += plain
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let foldTable: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("çćčĉċ", "c"), ("ď", "d"), ("èéêëēĕėęě", "e"), ("ğĝġģ", "g"),
            ("ìíîïĩīĭįı", "i"), ("ķ", "k"), ("ĺļľŀ", "l"), ("ñńņňŉ", "n"), ("òóôõöōŏő", "o"),
            ("ŕŗř", "r"), ("ø", "o"), ("ł", "l"), ("đ", "d"), ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűų", "u"), ("ýÿŷ", "y"), ("źżž", "z"),
        ]
        var table: [Unicode.Scalar: String] = ["ß": "ss", "æ": "ae", "œ": "oe", "þ": "th", "ð": "d"]
        for (letters, plain) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = plain }
        }
        return table
    }()

    /// Common German, French and Italian names of cities the airport data lists in English.
    private static let exonyms: [String: String] = [
        "munchen": "munich", "koln": "cologne", "wien": "vienna", "genf": "geneva", "geneve": "geneva",
        "mailand": "milan", "milano": "milan", "rom": "rome", "roma": "rome", "lissabon": "lisbon",
        "prag": "prague", "praha": "prague", "warschau": "warsaw", "brussel": "brussels", "bruxelles": "brussels",
        "venedig": "venice", "venezia": "venice", "florenz": "florence", "firenze": "florence",
        "neapel": "naples", "napoli": "naples", "moskau": "moscow", "kopenhagen": "copenhagen",
        "athen": "athens", "nizza": "nice", "turin": "turin", "torino": "turin", "londres": "london",
        "sevilla": "seville", "den haag": "the hague", "krakau": "krakow", "belgrad": "belgrade",
    ]
}
