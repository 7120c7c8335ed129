import BorderLogModel

/// The airports of the index (AIRP section: one tab-separated line per airport with
/// code, name, city, latitude, longitude, country, time zone, and the city and name folded for
/// search: lower case, accents removed, punctuation as single spaces).
struct AirportTable: Sendable {
    let airports: [Airport]
    private let byCode: [String: Int]
    private let foldedCity: [String]
    private let foldedName: [String]

    init(tsv: UnsafeRawBufferPointer) {
        var airports: [Airport] = []
        var foldedCity: [String] = []
        var foldedName: [String] = []
        airports.reserveCapacity(8_000)
        for line in tsv.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 9, let latitude = Double(fields[3]), let longitude = Double(fields[4]) else { continue }
            airports.append(Airport(
                code: fields[0], name: fields[1], city: fields[2], latitude: latitude, longitude: longitude,
                country: CountryCode(fields[5]), timeZone: fields[6].isEmpty ? nil : fields[6]
            ))
            foldedCity.append(fields[7])
            foldedName.append(fields[8])
        }
        self.airports = airports
        var byCode: [String: Int] = [:]
        for (index, airport) in airports.enumerated() { byCode[airport.code] = index }
        self.byCode = byCode
        self.foldedCity = foldedCity
        self.foldedName = foldedName
    }

    func airport(_ iata: String) -> Airport? {
        byCode[iata.uppercased()].map { airports[$0] }
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
