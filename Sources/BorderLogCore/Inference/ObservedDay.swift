/// One day's `DayObservation` as inference reads it, with what only the days around it tell (overnight connections),
/// before precedence and gap filling decide the day.
struct ObservedDay {
    let observation: DayObservation
    /// Countries whose only evidence this day is one end of an overnight connection, with the hub airport
    /// (set by `markOvernightConnections`).
    private(set) var overnightTransit: [CountryCode: String] = [:]
    /// The presences and flights the day is read from: the observation's, less calendar flights a boarding pass
    /// contradicts (`BoardingPassRule`) and bookings what was observed contradicts (`BookingRule`).
    private let presences: [DayObservation.Presence]
    private let flights: [DayObservation.Flight]
    /// Countries only bookings named, set aside because observed evidence contradicts them.
    let contradictedBookings: [CountryCode]

    init(_ observation: DayObservation = DayObservation(), policy: InferencePolicy = .standard) {
        self.observation = observation
        let ranked = BoardingPassRule().apply(presences: observation.presences, flights: observation.flights)
        (presences, flights, contradictedBookings) = BookingRule(policy: policy).apply(presences: ranked.presences, flights: ranked.flights)
    }

    /// Location samples recorded in flight, per country overflown.
    var airborne: [(country: CountryCode, count: Int)] { observation.airborne }

    /// No evidence of presence (samples in flight may still have been seen).
    var isEmpty: Bool { presences.isEmpty }

    /// Only bookings place the person this day: a plan nothing observed confirms or contradicts.
    var isOnlyBooked: Bool { !presences.isEmpty && presences.allSatisfy(\.isBookedOnly) }

    /// The day's reading: countries in visiting order, where it ended, and what was set aside.
    struct Reading {
        var countries: [CountryCode] = []
        var primary: CountryCode?
        var primaryWeight = 0.0
        var nearBorder = false
        var outliers: [CountryCode] = []
        var transit: [CountryCode] = []
        /// Of `transit`, the countries left out as one end of an overnight connection, with the hub.
        var overnight: [(country: CountryCode, airport: String)] = []
    }

    func read(policy: InferencePolicy) -> Reading {
        var reading = Reading()
        var kept = presences
        // A lone location sample between samples in one other country is a spike, not a visit.
        kept.removeAll { presence in
            let isOutlier = presence.spike && presence.photos == 0 && presence.calendar == 0 && presence.locations == 1
            if isOutlier { reading.outliers.append(presence.country) }
            return isOutlier
        }
        // A country reached and left by air the same day with nothing on the ground is a layover.
        let several = kept.count > 1
        kept.removeAll { presence in
            let isLayover = !presence.onTheGround && several && isConnection(in: presence.country)
            if isLayover { reading.transit.append(presence.country) }
            return isLayover
        }
        // One end of an overnight connection: reached late, left early the next day, nothing on the ground.
        kept.removeAll { presence in
            guard !presence.onTheGround, let airport = overnightTransit[presence.country] else { return false }
            reading.transit.append(presence.country)
            reading.overnight.append((presence.country, airport))
            return true
        }
        kept.sort { ($0.firstSecond ?? .max, $0.country) < ($1.firstSecond ?? .max, $1.country) }
        reading.countries = kept.map(\.country)
        // The day ends where the latest timed evidence is; untimed days go by weight.
        let last = kept.max {
            ($0.lastSecond ?? .min, $0.weight, $1.country.rawValue) < ($1.lastSecond ?? .min, $1.weight, $0.country.rawValue)
        }
        reading.primary = last?.country
        reading.primaryWeight = last?.weight ?? 0
        reading.nearBorder = last?.allNearBorder ?? false
        return reading
    }

    /// An arrival into `country` followed later the same day by a departure from it.
    private func isConnection(in country: CountryCode) -> Bool {
        guard let arrival = flights.firstIndex(where: { $0.role == .arrival && $0.country == country }) else { return false }
        return flights[(arrival + 1)...].contains { $0.role == .departure && $0.country == country }
    }

    /// The country of the last flight event if it is an arrival (the person is there now).
    var lastArrival: CountryCode? {
        flights.last.flatMap { $0.role == .arrival ? $0.country : nil }
    }

    /// The country of the first flight event if it is a departure (the person was there before).
    var firstDeparture: CountryCode? {
        flights.first.flatMap { $0.role == .departure ? $0.country : nil }
    }

    var hasFlights: Bool { !flights.isEmpty }

    /// Evidence counts per source kind and country, for the ledger's `evidence` field.
    func evidenceCounts() -> [String: [String: Int]] {
        var evidence: [String: [String: Int]] = [:]
        for presence in presences {
            for (kind, count) in presence.counts {
                evidence[kind.rawValue, default: [:]][presence.country.rawValue, default: 0] += count
            }
        }
        for (country, count) in airborne {
            evidence["airborne", default: [:]][country.rawValue, default: 0] += count
        }
        return evidence
    }

    /// Marks overnight connections in consecutive days: the last flight event of one day an arrival at an
    /// airport, the first of the next a departure from the same airport within
    /// `policy.overnightConnectionSeconds`, both timed, and the hub's country seen on neither day except
    /// by these two flights. Both days then read the hub's country as transit.
    static func markOvernightConnections(_ days: inout [ObservedDay], policy: InferencePolicy) {
        guard days.count > 1 else { return }
        for index in 0..<(days.count - 1) {
            let (evening, morning) = (days[index], days[index + 1])
            guard let arrival = evening.flights.last, arrival.role == .arrival, arrival.timed,
                  let departure = morning.flights.first, departure.role == .departure, departure.timed,
                  departure.airport == arrival.airport, departure.country == arrival.country,
                  86_400 - arrival.second + departure.second <= policy.overnightConnectionSeconds,
                  evening.flights.filter({ $0.country == arrival.country }).count == 1,
                  morning.flights.filter({ $0.country == arrival.country }).count == 1,
                  evening.presences.contains(where: { $0.country == arrival.country && !$0.onTheGround }),
                  morning.presences.contains(where: { $0.country == arrival.country && !$0.onTheGround })
            else { continue }
            days[index].overnightTransit[arrival.country] = arrival.airport
            days[index + 1].overnightTransit[arrival.country] = arrival.airport
        }
    }
}
