import BorderLogGeo
import BorderLogModel
import Testing

/// A place with a known country (nil: open sea) and, where asserted, its IANA zone.
struct Landmark: CustomTestStringConvertible, Sendable {
    let name: String
    let latitude: Double
    let longitude: Double
    let country: String?
    let zone: String?

    init(_ name: String, _ latitude: Double, _ longitude: Double, _ country: String?, _ zone: String? = nil) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.country = country
        self.zone = zone
    }

    var testDescription: String { "\(name) (\(latitude), \(longitude))" }
}

/// Land borders, enclaves, microstates, coasts, islands and territories, border airports, open ocean.
enum HardSet {
    static let borders: [Landmark] = [
        Landmark("Strasbourg cathedral", 48.5818, 7.7510, "FR", "Europe/Paris"),
        Landmark("Kehl", 48.5730, 7.8150, "DE", "Europe/Berlin"),
        Landmark("Basel Münster", 47.5565, 7.5926, "CH", "Europe/Zurich"),
        Landmark("Weil am Rhein", 47.5937, 7.6205, "DE", "Europe/Berlin"),
        Landmark("Saint-Louis (Haut-Rhin)", 47.5906, 7.5597, "FR", "Europe/Paris"),
        Landmark("Geneva Jet d'Eau", 46.2073, 6.1557, "CH", "Europe/Zurich"),
        Landmark("Annemasse", 46.1934, 6.2342, "FR", "Europe/Paris"),
        Landmark("Ferney-Voltaire", 46.2558, 6.1081, "FR", "Europe/Paris"),
        Landmark("Konstanz Münster", 47.6634, 9.1762, "DE", "Europe/Berlin"),
        Landmark("Kreuzlingen", 47.6460, 9.1780, "CH", "Europe/Zurich"),
        Landmark("Schaffhausen", 47.6960, 8.6340, "CH", "Europe/Zurich"),
        Landmark("Lugano", 46.0037, 8.9511, "CH", "Europe/Zurich"),
        Landmark("Puigcerdà", 42.4317, 1.9280, "ES", "Europe/Madrid"),
        Landmark("Font-Romeu", 42.5050, 2.0400, "FR", "Europe/Paris"),
        Landmark("Menton", 43.7747, 7.4975, "FR", "Europe/Paris"),
        Landmark("Rome Colosseum", 41.8902, 12.4922, "IT", "Europe/Rome"),
        Landmark("Luxembourg city", 49.6116, 6.1319, "LU", "Europe/Luxembourg"),
        Landmark("Aachen cathedral", 50.7748, 6.0839, "DE", "Europe/Berlin"),
        Landmark("Vaals", 50.7710, 6.0180, "NL", "Europe/Amsterdam"),
        Landmark("Maastricht", 50.8514, 5.6910, "NL", "Europe/Amsterdam"),
        Landmark("Liège", 50.6326, 5.5797, "BE", "Europe/Brussels"),
        Landmark("Lille", 50.6292, 3.0573, "FR", "Europe/Paris"),
        Landmark("Tournai", 50.6071, 3.3890, "BE", "Europe/Brussels"),
        Landmark("La Línea de la Concepción", 36.1650, -5.3470, "ES", "Europe/Madrid"),
        Landmark("Görlitz Untermarkt", 51.1565, 14.9885, "DE", "Europe/Berlin"),
        Landmark("Zgorzelec", 51.1510, 15.0100, "PL", "Europe/Warsaw"),
        Landmark("Frankfurt (Oder)", 52.3470, 14.5506, "DE", "Europe/Berlin"),
        Landmark("Cieszyn market square", 49.7496, 18.6329, "PL", "Europe/Warsaw"),
        Landmark("Český Těšín", 49.7468, 18.6236, "CZ", "Europe/Prague"),
        Landmark("Gorizia castle", 45.9433, 13.6283, "IT", "Europe/Rome"),
        Landmark("Nova Gorica", 45.9560, 13.6480, "SI", "Europe/Ljubljana"),
        Landmark("Narva", 59.3790, 28.1790, "EE", "Europe/Tallinn"),
        Landmark("Ivangorod", 59.3660, 28.2290, "RU", "Europe/Moscow"),
        Landmark("Kaliningrad", 54.7104, 20.4522, "RU", "Europe/Kaliningrad"),
        Landmark("Belgrade", 44.8125, 20.4612, "RS", "Europe/Belgrade"),
        Landmark("Novi Sad", 45.2671, 19.8335, "RS", "Europe/Belgrade"),
        Landmark("Pristina", 42.6629, 21.1655, "XK", "Europe/Belgrade"),
        Landmark("Prizren", 42.2139, 20.7397, "XK", "Europe/Belgrade"),
        Landmark("Tiraspol (Transnistria)", 46.8403, 29.6433, "MD", "Europe/Chisinau"),
        Landmark("Simferopol", 44.9521, 34.1024, "UA", "Europe/Simferopol"),
        Landmark("Kyiv", 50.4501, 30.5234, "UA", "Europe/Kyiv"),
        Landmark("Moscow Red Square", 55.7539, 37.6208, "RU", "Europe/Moscow"),
        Landmark("Tbilisi", 41.7151, 44.8271, "GE", "Asia/Tbilisi"),
        Landmark("North Nicosia", 35.1856, 33.3823, "CY"),
        Landmark("Kyrenia", 35.3364, 33.3199, "CY"),
        Landmark("Limassol", 34.6786, 33.0413, "CY", "Asia/Nicosia"),
        Landmark("Tel Aviv", 32.0853, 34.7818, "IL", "Asia/Jerusalem"),
        Landmark("Ramallah", 31.9038, 35.2034, "PS"),
        Landmark("Bethlehem", 31.7054, 35.2024, "PS", "Asia/Hebron"),
        Landmark("Gaza City", 31.5017, 34.4668, "PS", "Asia/Gaza"),
        Landmark("Amman", 31.9454, 35.9284, "JO", "Asia/Amman"),
        Landmark("Tangier", 35.7595, -5.8340, "MA", "Africa/Casablanca"),
        Landmark("Casablanca", 33.5731, -7.5898, "MA", "Africa/Casablanca"),
        Landmark("Laayoune", 27.1536, -13.2033, "EH", "Africa/El_Aaiun"),
        Landmark("Dakhla", 23.6848, -15.9580, "EH", "Africa/El_Aaiun"),
        Landmark("Khartoum", 15.5007, 32.5599, "SD", "Africa/Khartoum"),
        Landmark("Juba", 4.8594, 31.5713, "SS", "Africa/Juba"),
        Landmark("Kinshasa", -4.4419, 15.2663, "CD", "Africa/Kinshasa"),
        Landmark("Brazzaville", -4.2634, 15.2429, "CG", "Africa/Brazzaville"),
        Landmark("Bangkok", 13.7563, 100.5018, "TH", "Asia/Bangkok"),
        Landmark("Hanoi", 21.0285, 105.8542, "VN", "Asia/Bangkok"),
        Landmark("Ho Chi Minh City", 10.8231, 106.6297, "VN", "Asia/Ho_Chi_Minh"),
        Landmark("Phnom Penh", 11.5564, 104.9282, "KH", "Asia/Phnom_Penh"),
        Landmark("Vientiane", 17.9757, 102.6331, "LA", "Asia/Vientiane"),
        Landmark("Singapore Raffles Place", 1.2840, 103.8510, "SG", "Asia/Singapore"),
        Landmark("Johor Bahru", 1.4927, 103.7414, "MY", "Asia/Kuala_Lumpur"),
        Landmark("Shenzhen", 22.5431, 114.0579, "CN", "Asia/Shanghai"),
        Landmark("Zhuhai", 22.2707, 113.5767, "CN", "Asia/Shanghai"),
        Landmark("Taipei 101", 25.0339, 121.5645, "TW", "Asia/Taipei"),
        Landmark("Tijuana", 32.5149, -117.0382, "MX", "America/Tijuana"),
        Landmark("San Diego", 32.7157, -117.1611, "US", "America/Los_Angeles"),
        Landmark("El Paso", 31.7619, -106.4850, "US", "America/Denver"),
        Landmark("Ciudad Juárez", 31.6904, -106.4245, "MX", "America/Ciudad_Juarez"),
        Landmark("Detroit", 42.3314, -83.0458, "US", "America/Detroit"),
        Landmark("Windsor", 42.3149, -83.0364, "CA", "America/Toronto"),
        Landmark("Niagara Falls (Ontario)", 43.0896, -79.0849, "CA", "America/Toronto"),
        Landmark("Niagara Falls (New York)", 43.0962, -79.0377, "US", "America/New_York"),
        Landmark("Point Roberts", 48.9780, -123.0600, "US", "America/Los_Angeles"),
        Landmark("Vancouver", 49.2827, -123.1207, "CA", "America/Vancouver"),
        Landmark("Kemi", 65.7364, 24.5637, "FI", "Europe/Helsinki"),
        Landmark("Luleå", 65.5848, 22.1567, "SE", "Europe/Stockholm"),
    ]

    static let enclavesAndMicrostates: [Landmark] = [
        Landmark("Büsingen am Hochrhein", 47.6970, 8.6910, "DE", "Europe/Busingen"),
        Landmark("Campione d'Italia", 45.9697, 8.9714, "IT", "Europe/Rome"),
        Landmark("Llívia", 42.4647, 1.9806, "ES", "Europe/Madrid"),
        Landmark("Baarle-Hertog enclave H1", 51.4345, 4.9296, "BE", "Europe/Brussels"),
        Landmark("Baarle-Nassau", 51.4460, 4.9330, "NL", "Europe/Amsterdam"),
        Landmark("Monaco Casino", 43.7393, 7.4277, "MC", "Europe/Monaco"),
        Landmark("San Marino city", 43.9356, 12.4473, "SM", "Europe/San_Marino"),
        Landmark("St Peter's Basilica", 41.9022, 12.4539, "VA", "Europe/Vatican"),
        Landmark("Vaduz", 47.1410, 9.5215, "LI", "Europe/Vaduz"),
        Landmark("Andorra la Vella", 42.5063, 1.5218, "AD", "Europe/Andorra"),
        Landmark("Gibraltar, the Rock", 36.1408, -5.3536, "GI", "Europe/Gibraltar"),
        Landmark("Ceuta", 35.8894, -5.3213, "ES", "Africa/Ceuta"),
        Landmark("Melilla", 35.2923, -2.9381, "ES", "Africa/Ceuta"),
        Landmark("Macau Senado Square", 22.1937, 113.5390, "MO", "Asia/Macau"),
        Landmark("Hong Kong Central", 22.2819, 114.1582, "HK", "Asia/Hong_Kong"),
        Landmark("Maseru outskirts (Roma)", -29.4500, 27.7167, "LS", "Africa/Maseru"),
        Landmark("Mbabane", -26.3054, 31.1367, "SZ", "Africa/Mbabane"),
        Landmark("Malé", 4.1755, 73.5093, "MV", "Indian/Maldives"),
        Landmark("Manama", 26.2285, 50.5860, "BH", "Asia/Bahrain"),
    ]

    static let islandsAndTerritories: [Landmark] = [
        Landmark("Saint-Denis, Réunion", -20.8823, 55.4504, "RE", "Indian/Reunion"),
        Landmark("Pointe-à-Pitre", 16.2411, -61.5331, "GP", "America/Guadeloupe"),
        Landmark("Fort-de-France", 14.6161, -61.0588, "MQ", "America/Martinique"),
        Landmark("Cayenne", 4.9372, -52.3260, "GF", "America/Cayenne"),
        Landmark("Mamoudzou", -12.7806, 45.2278, "YT", "Indian/Mayotte"),
        Landmark("Marigot", 18.0676, -63.0825, "MF", "America/Marigot"),
        Landmark("Philipsburg", 18.0260, -63.0458, "SX", "America/Lower_Princes"),
        Landmark("Gustavia", 17.8962, -62.8498, "BL", "America/St_Barthelemy"),
        Landmark("Saint-Pierre", 46.7811, -56.1764, "PM", "America/Miquelon"),
        Landmark("Nouméa", -22.2758, 166.4580, "NC", "Pacific/Noumea"),
        Landmark("Papeete", -17.5350, -149.5696, "PF", "Pacific/Tahiti"),
        Landmark("Mata-Utu", -13.2825, -176.1736, "WF", "Pacific/Wallis"),
        Landmark("Oranjestad", 12.5240, -70.0270, "AW", "America/Aruba"),
        Landmark("Willemstad", 12.1091, -68.9316, "CW", "America/Curacao"),
        Landmark("Kralendijk", 12.1443, -68.2655, "BQ", "America/Kralendijk"),
        Landmark("Longyearbyen", 78.2232, 15.6267, "SJ", "Arctic/Longyearbyen"),
        Landmark("Jan Mayen, Olonkinbyen", 70.9333, -8.6667, "SJ", "Europe/Oslo"),
        Landmark("Tórshavn", 62.0107, -6.7741, "FO", "Atlantic/Faroe"),
        Landmark("Nuuk", 64.1814, -51.6941, "GL", "America/Nuuk"),
        Landmark("Mariehamn", 60.0973, 19.9348, "AX", "Europe/Mariehamn"),
        Landmark("St Helier", 49.1858, -2.1100, "JE", "Europe/Jersey"),
        Landmark("St Peter Port", 49.4555, -2.5368, "GG", "Europe/Guernsey"),
        Landmark("Douglas", 54.1523, -4.4864, "IM", "Europe/Isle_of_Man"),
        Landmark("San Juan", 18.4655, -66.1057, "PR", "America/Puerto_Rico"),
        Landmark("Hamilton", 32.2930, -64.7820, "BM", "Atlantic/Bermuda"),
        Landmark("Funchal", 32.6669, -16.9241, "PT", "Atlantic/Madeira"),
        Landmark("Ponta Delgada", 37.7412, -25.6756, "PT", "Atlantic/Azores"),
        Landmark("Las Palmas", 28.1235, -15.4363, "ES", "Atlantic/Canary"),
        Landmark("Stanley", -51.6977, -57.8517, "FK", "Atlantic/Stanley"),
        Landmark("Puerto Ayora", -0.7430, -90.3138, "EC", "Pacific/Galapagos"),
        Landmark("Hanga Roa", -27.1496, -109.4333, "CL", "Pacific/Easter"),
        Landmark("Honolulu", 21.3069, -157.8583, "US", "Pacific/Honolulu"),
        Landmark("Reykjavík", 64.1466, -21.9426, "IS", "Atlantic/Reykjavik"),
        Landmark("Bouvet Island", -54.4208, 3.3464, "BV"),
        Landmark("Heard Island", -53.1000, 73.5167, "HM"),
        Landmark("South Pole", -89.9000, 0.0, "AQ"),
        Landmark("McMurdo Station", -77.8460, 166.6760, "AQ"),
        Landmark("Bellingshausen Station, King George Island", -62.1964, -58.9619, "AQ"),
    ]

    static let coastsAndAirports: [Landmark] = [
        Landmark("Monaco, Port Hercule basin", 43.7350, 7.4250, "MC", "Europe/Monaco"),
        Landmark("Brighton Palace Pier", 50.8160, -0.1360, "GB", "Europe/London"),
        Landmark("Santa Monica Pier", 34.0092, -118.4976, "US", "America/Los_Angeles"),
        Landmark("Nice, off the Promenade des Anglais", 43.6930, 7.2650, "FR", "Europe/Paris"),
        Landmark("1 km off Copacabana", -22.9800, -43.1800, "BR", "America/Sao_Paulo"),
        Landmark("Calais ferry harbour", 50.9660, 1.8600, "FR", "Europe/Paris"),
        Landmark("Dover harbour", 51.1210, 1.3300, "GB", "Europe/London"),
        Landmark("5 km off Barcelona", 41.3500, 2.2500, "ES", "Europe/Madrid"),
        Landmark("Sydney Opera House", -33.8568, 151.2153, "AU", "Australia/Sydney"),
        Landmark("Hong Kong airport (reclaimed)", 22.3080, 113.9185, "HK", "Asia/Hong_Kong"),
        Landmark("Kansai airport (reclaimed)", 34.4320, 135.2304, "JP", "Asia/Tokyo"),
        Landmark("Nice airport", 43.6584, 7.2159, "FR", "Europe/Paris"),
        Landmark("Singapore Changi", 1.3644, 103.9915, "SG", "Asia/Singapore"),
        Landmark("Tokyo Haneda", 35.5494, 139.7798, "JP", "Asia/Tokyo"),
        Landmark("Macau airport", 22.1496, 113.5915, "MO", "Asia/Macau"),
        Landmark("Basel-Mulhouse EuroAirport", 47.5896, 7.5299, "FR", "Europe/Paris"),
        Landmark("Geneva airport", 46.2381, 6.1090, "CH", "Europe/Zurich"),
        Landmark("Strasbourg airport", 48.5383, 7.6282, "FR", "Europe/Paris"),
        Landmark("Maastricht Aachen airport", 50.9117, 5.7701, "NL", "Europe/Amsterdam"),
        Landmark("Salzburg airport", 47.7933, 13.0043, "AT", "Europe/Vienna"),
        Landmark("Friedrichshafen airport", 47.6713, 9.5115, "DE", "Europe/Berlin"),
        Landmark("St. Gallen-Altenrhein airport", 47.4850, 9.5608, "CH", "Europe/Zurich"),
        Landmark("Tijuana airport", 32.5411, -116.9700, "MX", "America/Tijuana"),
        Landmark("Detroit Metro airport", 42.2124, -83.3534, "US", "America/Detroit"),
        Landmark("Lugano airport", 46.0040, 8.9106, "CH", "Europe/Zurich"),
        Landmark("Bratislava airport", 48.1702, 17.2127, "SK", "Europe/Bratislava"),
        Landmark("Luxembourg airport", 49.6233, 6.2044, "LU", "Europe/Luxembourg"),
        Landmark("Brussels airport", 50.9014, 4.4844, "BE", "Europe/Brussels"),
        Landmark("Ostend airport", 51.1989, 2.8622, "BE", "Europe/Brussels"),
        Landmark("Kortrijk-Wevelgem airport", 50.8172, 3.2047, "BE", "Europe/Brussels"),
        Landmark("Puerto Rico SJU airport", 18.4394, -66.0018, "PR", "America/Puerto_Rico"),
    ]

    static let capitals: [Landmark] = [
        Landmark("Paris, Eiffel Tower", 48.8584, 2.2945, "FR", "Europe/Paris"),
        Landmark("London, Westminster", 51.4995, -0.1248, "GB", "Europe/London"),
        Landmark("Madrid", 40.4168, -3.7038, "ES", "Europe/Madrid"),
        Landmark("Lisbon", 38.7223, -9.1393, "PT", "Europe/Lisbon"),
        Landmark("Berlin", 52.5200, 13.4050, "DE", "Europe/Berlin"),
        Landmark("Vienna", 48.2082, 16.3738, "AT", "Europe/Vienna"),
        Landmark("Bratislava", 48.1486, 17.1077, "SK", "Europe/Bratislava"),
        Landmark("Budapest", 47.4979, 19.0402, "HU", "Europe/Budapest"),
        Landmark("Ljubljana", 46.0569, 14.5058, "SI", "Europe/Ljubljana"),
        Landmark("Zagreb", 45.8150, 15.9819, "HR", "Europe/Zagreb"),
        Landmark("Sarajevo", 43.8563, 18.4131, "BA", "Europe/Sarajevo"),
        Landmark("Podgorica", 42.4304, 19.2594, "ME", "Europe/Podgorica"),
        Landmark("Skopje", 41.9981, 21.4254, "MK", "Europe/Skopje"),
        Landmark("Tirana", 41.3275, 19.8187, "AL", "Europe/Tirane"),
        Landmark("Athens", 37.9838, 23.7275, "GR", "Europe/Athens"),
        Landmark("Sofia", 42.6977, 23.3219, "BG", "Europe/Sofia"),
        Landmark("Bucharest", 44.4268, 26.1025, "RO", "Europe/Bucharest"),
        Landmark("Chișinău", 47.0105, 28.8638, "MD", "Europe/Chisinau"),
        Landmark("Minsk", 53.9006, 27.5590, "BY", "Europe/Minsk"),
        Landmark("Vilnius", 54.6872, 25.2797, "LT", "Europe/Vilnius"),
        Landmark("Riga", 56.9496, 24.1052, "LV", "Europe/Riga"),
        Landmark("Tallinn", 59.4370, 24.7536, "EE", "Europe/Tallinn"),
        Landmark("Helsinki", 60.1699, 24.9384, "FI", "Europe/Helsinki"),
        Landmark("Stockholm", 59.3293, 18.0686, "SE", "Europe/Stockholm"),
        Landmark("Oslo", 59.9139, 10.7522, "NO", "Europe/Oslo"),
        Landmark("Copenhagen", 55.6761, 12.5683, "DK", "Europe/Copenhagen"),
        Landmark("Malmö", 55.6050, 13.0038, "SE", "Europe/Stockholm"),
        Landmark("Istanbul", 41.0082, 28.9784, "TR", "Europe/Istanbul"),
        Landmark("Beirut", 33.8938, 35.5018, "LB", "Asia/Beirut"),
        Landmark("Damascus", 33.5138, 36.2765, "SY", "Asia/Damascus"),
        Landmark("Cairo", 30.0444, 31.2357, "EG", "Africa/Cairo"),
        Landmark("Addis Ababa", 9.0300, 38.7400, "ET", "Africa/Addis_Ababa"),
        Landmark("Nairobi", -1.2921, 36.8219, "KE", "Africa/Nairobi"),
        Landmark("Lagos", 6.5244, 3.3792, "NG", "Africa/Lagos"),
        Landmark("Cape Town", -33.9249, 18.4241, "ZA", "Africa/Johannesburg"),
        Landmark("Kuala Lumpur", 3.1390, 101.6869, "MY", "Asia/Kuala_Lumpur"),
        Landmark("Jakarta", -6.2088, 106.8456, "ID", "Asia/Jakarta"),
        Landmark("Dili", -8.5569, 125.5603, "TL", "Asia/Dili"),
        Landmark("Manila", 14.5995, 120.9842, "PH", "Asia/Manila"),
        Landmark("Tokyo", 35.6762, 139.6503, "JP", "Asia/Tokyo"),
        Landmark("Seoul", 37.5665, 126.9780, "KR", "Asia/Seoul"),
        Landmark("Pyongyang", 39.0392, 125.7625, "KP", "Asia/Pyongyang"),
        Landmark("Beijing", 39.9042, 116.4074, "CN", "Asia/Shanghai"),
        Landmark("Ulaanbaatar", 47.8864, 106.9057, "MN", "Asia/Ulaanbaatar"),
        Landmark("Kathmandu", 27.7172, 85.3240, "NP", "Asia/Kathmandu"),
        Landmark("Thimphu", 27.4728, 89.6390, "BT", "Asia/Thimphu"),
        Landmark("New Delhi", 28.6139, 77.2090, "IN", "Asia/Kolkata"),
        Landmark("Lahore", 31.5204, 74.3587, "PK", "Asia/Karachi"),
        Landmark("Dhaka", 23.8103, 90.4125, "BD", "Asia/Dhaka"),
        Landmark("Colombo", 6.9271, 79.8612, "LK", "Asia/Colombo"),
        Landmark("Dubai", 25.2048, 55.2708, "AE", "Asia/Dubai"),
        Landmark("Doha", 25.2854, 51.5310, "QA", "Asia/Qatar"),
        Landmark("Kuwait City", 29.3759, 47.9774, "KW", "Asia/Kuwait"),
        Landmark("Riyadh", 24.7136, 46.6753, "SA", "Asia/Riyadh"),
        Landmark("Tehran", 35.6892, 51.3890, "IR", "Asia/Tehran"),
        Landmark("Baku", 40.4093, 49.8671, "AZ", "Asia/Baku"),
        Landmark("Yerevan", 40.1792, 44.4991, "AM", "Asia/Yerevan"),
        Landmark("Auckland", -36.8485, 174.7633, "NZ", "Pacific/Auckland"),
        Landmark("Anchorage", 61.2181, -149.9003, "US", "America/Anchorage"),
        Landmark("Nassau", 25.0443, -77.3504, "BS", "America/Nassau"),
        Landmark("Havana", 23.1136, -82.3666, "CU", "America/Havana"),
        Landmark("Mexico City", 19.4326, -99.1332, "MX", "America/Mexico_City"),
        Landmark("Bogotá", 4.7110, -74.0721, "CO", "America/Bogota"),
        Landmark("Buenos Aires", -34.6037, -58.3816, "AR", "America/Argentina/Buenos_Aires"),
        Landmark("Montevideo", -34.9011, -56.1645, "UY", "America/Montevideo"),
        Landmark("Lima", -12.0464, -77.0428, "PE", "America/Lima"),
        Landmark("Quito", -0.1807, -78.4678, "EC", "America/Guayaquil"),
        Landmark("Brasília", -15.7939, -47.8828, "BR", "America/Sao_Paulo"),
    ]

    static let openOcean: [Landmark] = [
        Landmark("Mid-Atlantic", 0.0, -30.0, nil, "Etc/GMT+2"),
        Landmark("North Atlantic", 30.0, -40.0, nil, "Etc/GMT+3"),
        Landmark("South Pacific", -40.0, -120.0, nil, "Etc/GMT+8"),
        Landmark("North Pacific", 40.0, -150.0, nil, "Etc/GMT+10"),
        Landmark("Indian Ocean", -30.0, 80.0, nil, "Etc/GMT-5"),
        Landmark("Arabian Sea", 15.0, 65.0, nil, "Etc/GMT-4"),
        Landmark("Greenland Sea", 75.0, 0.0, nil, "Etc/GMT"),
        Landmark("Ionian Sea", 36.0, 18.0, nil, "Etc/GMT-1"),
        Landmark("Gulf of Lion, 60 km out", 42.5, 5.0, nil, "Etc/GMT"),
        Landmark("North Sea", 55.0, 3.0, nil, "Etc/GMT"),
        Landmark("Central Pacific", 10.0, -140.0, nil, "Etc/GMT+9"),
        Landmark("South Atlantic", -30.0, -20.0, nil, "Etc/GMT+1"),
    ]

    static var all: [Landmark] { borders + enclavesAndMicrostates + islandsAndTerritories + coastsAndAirports + capitals + openOcean }
}

@Suite("Hard set of landmarks")
struct HardSetTests {
    @Test("the hard set is large enough")
    func hardSetSize() {
        #expect(HardSet.all.count >= 150)
    }

    @Test("border towns resolve to their own side", arguments: HardSet.borders)
    func borderTowns(_ place: Landmark) throws { try check(place) }

    @Test("enclaves and microstates resolve to their own codes", arguments: HardSet.enclavesAndMicrostates)
    func enclavesAndMicrostates(_ place: Landmark) throws { try check(place) }

    @Test("islands and territories keep their ISO codes", arguments: HardSet.islandsAndTerritories)
    func islandsAndTerritories(_ place: Landmark) throws { try check(place) }

    @Test("coasts, piers, ports and border airports", arguments: HardSet.coastsAndAirports)
    func coastsAndAirports(_ place: Landmark) throws { try check(place) }

    @Test("capitals and large cities", arguments: HardSet.capitals)
    func capitals(_ place: Landmark) throws { try check(place) }

    @Test("open ocean has a zone but no country", arguments: HardSet.openOcean)
    func openOcean(_ place: Landmark) throws { try check(place) }

    private func check(_ place: Landmark) throws {
        let index = try TestIndex.load()
        let resolution = index.resolve(latitude: place.latitude, longitude: place.longitude)
        #expect(resolution.country?.rawValue == place.country, "\(place.name): country")
        if let zone = place.zone {
            #expect(resolution.timeZone == zone, "\(place.name): zone")
        } else {
            #expect(resolution.timeZone != nil, "\(place.name): some zone")
        }
    }
}
