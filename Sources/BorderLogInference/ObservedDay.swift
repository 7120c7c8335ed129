import BorderLogModel

/// One day's `DayObservation` as inference reads it, with what only the days around it tell (overnight connections),
/// before precedence and gap filling decide the day.
///
/// A connection (`InferencePolicy.connectionSeconds`) is told by the flights and by when the hub's country was seen:
/// each presence's first and last time of day, which include the two flights, must lie within the connection, give or
/// take `connectionSlackSeconds`. Evidence without a time of day cannot be placed and does not count against it.
struct ObservedDay {
    let observation: DayObservation
    /// Countries whose only evidence this day is one end of an overnight connection, with the hub airport (or the two
    /// airports, `LHR/LGW`) (set by `markOvernightConnections`).
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
            let isOutlier = presence.spike && presence.photos == 0 && presence.calendar + presence.logbooks == 0 && presence.locations == 1
            if isOutlier { reading.outliers.append(presence.country) }
            return isOutlier
        }
        // A country reached and left by air the same day, seen only while waiting for the next flight, is a layover.
        let several = kept.count > 1
        kept.removeAll { presence in
            let isLayover = several && isConnection(presence, policy: policy)
            if isLayover { reading.transit.append(presence.country) }
            return isLayover
        }
        // One end of an overnight connection: reached late, left early the next day (see `markOvernightConnections`).
        kept.removeAll { presence in
            guard let airport = overnightTransit[presence.country] else { return false }
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

    /// An arrival into the presence's country followed later the same day by a departure from it: with nothing else
    /// seen there, however long the stop; with samples or photos, only when they lie within a stop of at most
    /// `layoverSeconds`.
    private func isConnection(_ presence: DayObservation.Presence, policy: InferencePolicy) -> Bool {
        guard let arrival = flights.firstIndex(where: { $0.role == .arrival && $0.country == presence.country }),
              let departure = flights[(arrival + 1)...].first(where: { $0.role == .departure && $0.country == presence.country })
        else { return false }
        guard presence.onTheGround else { return true }
        let reached = flights[arrival]
        return reached.timed && departure.timed && departure.second - reached.second <= policy.layoverSeconds
            && Self.seen(presence, from: reached.second, to: departure.second, slack: policy.connectionSlackSeconds)
    }

    /// Whether every timed point of `presence` lies from `from` to `to` (local seconds of its day; nil: no bound),
    /// give or take `slack`.
    private static func seen(_ presence: DayObservation.Presence, from: Int?, to: Int?, slack: Int) -> Bool {
        if let from, let first = presence.firstSecond, first < from - slack { return false }
        if let to, let last = presence.lastSecond, last > to + slack { return false }
        return true
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
    func evidenceCounts() -> EvidenceCounts {
        var evidence: EvidenceCounts = [:]
        for presence in presences {
            for (kind, count) in presence.counts { evidence.add(EvidenceSource(kind), presence.country, count: count) }
        }
        for (country, count) in airborne { evidence.add(.airborne, country, count: count) }
        return evidence
    }

    /// Marks overnight connections in consecutive days: the last flight event of one day an arrival in a country, the
    /// first of the next a departure from that country (the same airport or another) within
    /// `policy.connectionSeconds`, both timed, no other flight there on either day, and the country seen only from
    /// the arrival on (the first day) and until the departure (the second), give or take
    /// `policy.connectionSlackSeconds`. Both days then read the hub's country as transit.
    static func markOvernightConnections(_ days: inout [ObservedDay], policy: InferencePolicy) {
        guard days.count > 1 else { return }
        let slack = policy.connectionSlackSeconds
        for index in 0..<(days.count - 1) {
            let (evening, morning) = (days[index], days[index + 1])
            guard let arrival = evening.flights.last, arrival.role == .arrival, arrival.timed,
                  let departure = morning.flights.first, departure.role == .departure, departure.timed,
                  departure.country == arrival.country,
                  86_400 - arrival.second + departure.second <= policy.connectionSeconds,
                  evening.flights.filter({ $0.country == arrival.country }).count == 1,
                  morning.flights.filter({ $0.country == arrival.country }).count == 1,
                  let landed = evening.presences.first(where: { $0.country == arrival.country }),
                  let leaving = morning.presences.first(where: { $0.country == arrival.country }),
                  seen(landed, from: arrival.second, to: nil, slack: slack), seen(leaving, from: nil, to: departure.second, slack: slack)
            else { continue }
            let hub = arrival.airport == departure.airport ? arrival.airport : "\(arrival.airport)/\(departure.airport)"
            days[index].overnightTransit[arrival.country] = hub
            days[index + 1].overnightTransit[arrival.country] = hub
        }
    }
}
