/// What the observed evidence of one day says (photos, location samples, flights), before
/// precedence and gap filling decide the day.
struct ObservedDay {
    /// The evidence for one country on this day.
    struct Presence {
        let country: CountryCode
        var weight = 0.0
        var counts: [SignalKind: Int] = [:]
        var firstSecond = Int.max
        var lastSecond = Int.min
        var allNearBorder = true
        /// Whether anything but a flight puts the person here (photos, samples): a flight alone may be a layover.
        var onTheGround = false
    }

    private(set) var presences: [Presence] = []
    /// Timed location samples, for spotting a lone sample between samples elsewhere.
    private var samples: [(second: Int, country: CountryCode)] = []
    /// Flight events of the day in time order; `timed` when the calendar gave the time of day.
    private(set) var flights: [(second: Int, role: EvidencePoint.FlightLeg.Role, country: CountryCode, airport: String, timed: Bool)] = []
    /// Location samples recorded in flight, per country overflown: evidence of travel, not presence.
    private(set) var airborne: [CountryCode: Int] = [:]
    /// Countries whose only evidence this day is one end of an overnight connection, with the hub airport
    /// (set by `markOvernightConnections`).
    private(set) var overnightTransit: [CountryCode: String] = [:]

    /// No evidence of presence (samples in flight may still have been seen).
    var isEmpty: Bool { presences.isEmpty }

    /// A sample recorded in flight over `point.country`.
    mutating func addAirborne(_ point: EvidencePoint) {
        airborne[point.country, default: 0] += 1
    }

    mutating func add(_ point: EvidencePoint, weight: Double) {
        let index = presences.firstIndex { $0.country == point.country } ?? {
            presences.append(Presence(country: point.country))
            return presences.count - 1
        }()
        presences[index].weight += weight
        presences[index].counts[point.kind, default: 0] += 1
        if let second = point.secondsOfDay {
            presences[index].firstSecond = min(presences[index].firstSecond, second)
            presences[index].lastSecond = max(presences[index].lastSecond, second)
        }
        presences[index].allNearBorder = presences[index].allNearBorder && point.nearBorder
        if point.kind != .calendar { presences[index].onTheGround = true }
        if point.kind == .location, let second = point.secondsOfDay { samples.append((second, point.country)) }
        if let leg = point.flight {
            let second = point.secondsOfDay ?? (leg.role == .departure ? 0 : 86_399)
            let at = flights.firstIndex { $0.second > second } ?? flights.count
            flights.insert((second, leg.role, point.country, leg.airport, point.secondsOfDay != nil), at: at)
        }
    }

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
        let spikes = spikeCountries()
        kept.removeAll { presence in
            let isOutlier = presence.counts.count == 1 && presence.counts[.location] == 1 && spikes.contains(presence.country)
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
        kept.sort { ($0.firstSecond, $0.country) < ($1.firstSecond, $1.country) }
        reading.countries = kept.map(\.country)
        // The day ends where the latest timed evidence is; untimed days go by weight.
        let last = kept.max { ($0.lastSecond, $0.weight, $1.country.rawValue) < ($1.lastSecond, $1.weight, $0.country.rawValue) }
        reading.primary = last?.country
        reading.primaryWeight = last?.weight ?? 0
        reading.nearBorder = last?.allNearBorder ?? false
        return reading
    }

    /// Countries of samples whose previous and next samples in time are both in one other country.
    private func spikeCountries() -> Set<CountryCode> {
        let ordered = samples.sorted { ($0.second, $0.country) < ($1.second, $1.country) }
        guard ordered.count >= 3 else { return [] }
        var spikes = Set<CountryCode>()
        for index in 1..<(ordered.count - 1) {
            let (before, here, after) = (ordered[index - 1].country, ordered[index].country, ordered[index + 1].country)
            if before == after && here != before { spikes.insert(here) }
        }
        return spikes
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
