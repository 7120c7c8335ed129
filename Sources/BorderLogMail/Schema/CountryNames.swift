import BorderLogModel
import Foundation

/// `addressCountry` as senders write it, to a `CountryCode`: an ISO alpha-2 code (`DE`), a common alpha-3 code
/// (`DEU`), the English name `CountryCode` knows (`Germany`), or another English or local name from the table below
/// (`Deutschland`, `United Kingdom`, `USA`). Case, accents and a leading "the" do not matter.
enum CountryNames {
    /// Names and codes beyond ISO alpha-2 and `CountryCode`'s English names, with the code they stand for.
    private static let extra: [String: String] = [
        // English forms the ISO short names do not use
        "united kingdom": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
        "northern ireland": "GB", "uk": "GB", "u.k.": "GB",
        "united states": "US", "united states of america": "US", "usa": "US", "u.s.a.": "US", "u.s.": "US", "america": "US",
        "czech republic": "CZ", "czechia": "CZ", "holland": "NL", "the netherlands": "NL", "russian federation": "RU",
        "south korea": "KR", "korea": "KR", "republic of korea": "KR", "vatican": "VA", "vatican city": "VA",
        "bosnia and herzegovina": "BA", "trinidad and tobago": "TT", "antigua and barbuda": "AG",
        "ivory coast": "CI", "macedonia": "MK", "republic of ireland": "IE", "uae": "AE", "turkey": "TR",
        "hong kong sar": "HK", "macau": "MO", "the bahamas": "BS", "cape verde": "CV", "swaziland": "SZ", "burma": "MM",
        // Local names
        "deutschland": "DE", "osterreich": "AT", "schweiz": "CH", "suisse": "CH", "svizzera": "CH", "svizra": "CH",
        "france": "FR", "espana": "ES", "italia": "IT", "nederland": "NL", "belgie": "BE", "belgique": "BE",
        "luxemburg": "LU", "letzebuerg": "LU", "danmark": "DK", "sverige": "SE", "norge": "NO", "noreg": "NO",
        "suomi": "FI", "island": "IS", "eire": "IE", "polska": "PL", "cesko": "CZ", "ceska republika": "CZ",
        "slovensko": "SK", "slovenija": "SI", "hrvatska": "HR", "srbija": "RS", "magyarorszag": "HU", "romania": "RO",
        "balgariya": "BG", "България": "BG", "ellada": "GR", "Ελλάδα": "GR", "turkiye": "TR", "portugal": "PT",
        "eesti": "EE", "latvija": "LV", "lietuva": "LT", "malta": "MT", "kypros": "CY", "Κύπρος": "CY",
        "shqiperia": "AL", "crna gora": "ME", "Россия": "RU", "rossiya": "RU", "Україна": "UA", "ukrayina": "UA",
        "brasil": "BR", "mexico": "MX", "nihon": "JP", "日本": "JP", "中国": "CN", "대한민국": "KR",
        // Alpha-3 codes seen in bookings
        "deu": "DE", "aut": "AT", "che": "CH", "fra": "FR", "esp": "ES", "ita": "IT", "nld": "NL", "bel": "BE",
        "lux": "LU", "dnk": "DK", "swe": "SE", "nor": "NO", "fin": "FI", "isl": "IS", "irl": "IE", "gbr": "GB",
        "prt": "PT", "pol": "PL", "cze": "CZ", "svk": "SK", "svn": "SI", "hrv": "HR", "hun": "HU", "rou": "RO",
        "bgr": "BG", "grc": "GR", "tur": "TR", "est": "EE", "lva": "LV", "ltu": "LT", "mlt": "MT", "cyp": "CY",
        "can": "CA", "mex": "MX", "bra": "BR", "arg": "AR", "aus": "AU", "nzl": "NZ", "jpn": "JP", "chn": "CN",
        "kor": "KR", "ind": "IN", "tha": "TH", "sgp": "SG", "are": "AE", "isr": "IL", "zaf": "ZA", "egy": "EG",
        "mar": "MA", "rus": "RU", "ukr": "UA", "srb": "RS", "alb": "AL", "mne": "ME", "mkd": "MK", "bih": "BA",
    ]

    /// Every key folded once: the extra names, and `CountryCode`'s English names.
    private static let table: [String: CountryCode] = {
        var table: [String: CountryCode] = [:]
        for code in CountryCode.all {
            table[folded(code.name)] = code
            table[folded(code.name.replacingOccurrences(of: "&", with: "and"))] = code
        }
        for (name, code) in extra {
            if let code = CountryCode(code) { table[folded(name)] = code }
        }
        return table
    }()

    /// The country `text` names, or nil when it names none this table knows.
    static func code(_ text: String) -> CountryCode? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.utf8.count == 2, let code = CountryCode(trimmed) { return code }
        var name = folded(trimmed)
        if name.hasPrefix("the ") { name.removeFirst(4) }
        return table[name] ?? table["the " + name]
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
