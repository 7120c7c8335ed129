import Foundation

/// Turns the TZID a calendar writes into an IANA zone: plain IANA ids, vendor-prefixed ids
/// (`/mozilla.org/20070129_1/Europe/London`, `/freeassociation.sourceforge.net/Tzfile/Europe/Paris`),
/// Windows names (`W. Europe Standard Time`), Outlook's `(UTC+01:00) Amsterdam, Berlin…` labels,
/// and a few abbreviations. A small table, not a full CLDR mapping.
public enum TimeZoneMapping {
    /// The IANA zone for `tzid`, or nil when it names none this machine knows.
    public static func ianaZone(for tzid: String) -> TimeZone? {
        var id = tzid.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ").union(.whitespacesAndNewlines))
        guard !id.isEmpty, id.count < 200 else { return nil }
        if let zone = known(id) { return zone }
        // Vendor prefixes: the longest tail of path components that is a zone id.
        if id.hasPrefix("/") || id.contains("/") {
            let parts = id.split(separator: "/").map(String.init)
            for length in stride(from: min(3, parts.count), through: 1, by: -1) {
                if let zone = known(parts.suffix(length).joined(separator: "/")) { return zone }
            }
        }
        id = id.replacingOccurrences(of: "_", with: " ")
        if let iana = windows[id.lowercased()], let zone = TimeZone(identifier: iana) { return zone }
        // Outlook labels: "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna".
        if id.hasPrefix("(UTC") || id.hasPrefix("(GMT"), let close = id.firstIndex(of: ")") {
            let cities = id[id.index(after: close)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            for city in cities { if let iana = outlookCities[city], let zone = TimeZone(identifier: iana) { return zone } }
        }
        return nil
    }

    private static func known(_ id: String) -> TimeZone? {
        if let alias = abbreviations[id.uppercased()] { return TimeZone(identifier: alias) }
        // Only region/city ids and the Etc family: Foundation also accepts abbreviations such as "EST"
        // with meanings that differ from what calendars mean.
        guard id.contains("/"), let zone = TimeZone(identifier: id) else { return nil }
        return zone
    }

    private static let abbreviations: [String: String] = [
        "UTC": "UTC", "GMT": "UTC", "Z": "UTC", "ZULU": "UTC", "UT": "UTC", "ETC/UTC": "UTC", "ETC/GMT": "UTC",
        "CET": "Europe/Paris", "CEST": "Europe/Paris", "MEZ": "Europe/Berlin", "MESZ": "Europe/Berlin", "WET": "Europe/Lisbon",
        "EET": "Europe/Athens", "BST": "Europe/London",
    ]

    /// Windows zone names (Exchange, Outlook) for the regions travellers meet most.
    private static let windows: [String: String] = [
        "gmt standard time": "Europe/London", "greenwich standard time": "Atlantic/Reykjavik",
        "w. europe standard time": "Europe/Berlin", "romance standard time": "Europe/Paris",
        "central europe standard time": "Europe/Budapest", "central european standard time": "Europe/Warsaw",
        "e. europe standard time": "Europe/Chisinau", "fle standard time": "Europe/Kiev", "gtb standard time": "Europe/Bucharest",
        "russian standard time": "Europe/Moscow", "turkey standard time": "Europe/Istanbul", "israel standard time": "Asia/Jerusalem",
        "egypt standard time": "Africa/Cairo", "south africa standard time": "Africa/Johannesburg",
        "w. central africa standard time": "Africa/Lagos", "morocco standard time": "Africa/Casablanca",
        "arabian standard time": "Asia/Dubai", "arab standard time": "Asia/Riyadh", "iran standard time": "Asia/Tehran",
        "india standard time": "Asia/Kolkata", "pakistan standard time": "Asia/Karachi", "bangladesh standard time": "Asia/Dhaka",
        "se asia standard time": "Asia/Bangkok", "singapore standard time": "Asia/Singapore", "china standard time": "Asia/Shanghai",
        "taipei standard time": "Asia/Taipei", "tokyo standard time": "Asia/Tokyo", "korea standard time": "Asia/Seoul",
        "w. australia standard time": "Australia/Perth", "aus central standard time": "Australia/Darwin",
        "cen. australia standard time": "Australia/Adelaide", "e. australia standard time": "Australia/Brisbane",
        "aus eastern standard time": "Australia/Sydney", "tasmania standard time": "Australia/Hobart",
        "new zealand standard time": "Pacific/Auckland", "hawaiian standard time": "Pacific/Honolulu",
        "alaskan standard time": "America/Anchorage", "pacific standard time": "America/Los_Angeles",
        "us mountain standard time": "America/Phoenix", "mountain standard time": "America/Denver",
        "central standard time": "America/Chicago", "eastern standard time": "America/New_York",
        "us eastern standard time": "America/Indianapolis", "atlantic standard time": "America/Halifax",
        "newfoundland standard time": "America/St_Johns", "canada central standard time": "America/Regina",
        "central standard time (mexico)": "America/Mexico_City", "sa pacific standard time": "America/Bogota",
        "sa western standard time": "America/La_Paz", "pacific sa standard time": "America/Santiago",
        "argentina standard time": "America/Buenos_Aires", "e. south america standard time": "America/Sao_Paulo",
        "azores standard time": "Atlantic/Azores", "cape verde standard time": "Atlantic/Cape_Verde",
        "utc": "UTC", "coordinated universal time": "UTC", "mauritius standard time": "Indian/Mauritius",
        "arabic standard time": "Asia/Baghdad", "georgian standard time": "Asia/Tbilisi", "caucasus standard time": "Asia/Yerevan",
        "sri lanka standard time": "Asia/Colombo", "nepal standard time": "Asia/Kathmandu", "myanmar standard time": "Asia/Rangoon",
        "n. central asia standard time": "Asia/Novosibirsk", "north asia standard time": "Asia/Krasnoyarsk",
        "west asia standard time": "Asia/Tashkent", "central asia standard time": "Asia/Almaty",
        "west pacific standard time": "Pacific/Port_Moresby", "fiji standard time": "Pacific/Fiji",
        "jordan standard time": "Asia/Amman", "middle east standard time": "Asia/Beirut", "syria standard time": "Asia/Damascus",
        "e. africa standard time": "Africa/Nairobi", "namibia standard time": "Africa/Windhoek",
        // Office 365 writes these labels as TZIDs, often without a VTIMEZONE.
        "western/central europe": "Europe/Berlin", "central europe": "Europe/Berlin", "western europe": "Europe/Lisbon",
        "eastern europe": "Europe/Athens",
    ]

    /// The first city of Outlook's "(UTC±hh:mm) City, City…" labels.
    private static let outlookCities: [String: String] = [
        "amsterdam": "Europe/Amsterdam", "brussels": "Europe/Brussels", "belgrade": "Europe/Belgrade", "sarajevo": "Europe/Sarajevo",
        "dublin": "Europe/Dublin", "edinburgh": "Europe/London", "lisbon": "Europe/Lisbon", "london": "Europe/London",
        "athens": "Europe/Athens", "helsinki": "Europe/Helsinki", "bucharest": "Europe/Bucharest", "moscow": "Europe/Moscow",
        "istanbul": "Europe/Istanbul", "eastern time (us & canada)": "America/New_York",
        "central time (us & canada)": "America/Chicago", "mountain time (us & canada)": "America/Denver",
        "pacific time (us & canada)": "America/Los_Angeles", "coordinated universal time": "UTC",
        "osaka": "Asia/Tokyo", "beijing": "Asia/Shanghai", "canberra": "Australia/Sydney", "abu dhabi": "Asia/Dubai",
        "chennai": "Asia/Kolkata", "kuala lumpur": "Asia/Kuala_Lumpur", "seoul": "Asia/Seoul", "auckland": "Pacific/Auckland",
    ]
}
