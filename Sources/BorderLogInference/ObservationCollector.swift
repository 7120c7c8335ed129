import BorderLogModel

/// Reduces located signals to one `DayObservation` per day, point by point and in any order of days, so that a store
/// can stream a million rows through it without keeping them.
///
/// Points of one day must come in the same order every time (the store's: by row id), because weights are summed in
/// that order and floating-point sums depend on it.
///
/// A sample or photo is in flight when its altitude or speed says so (`InferencePolicy.isAirborne`) or when it was
/// taken during a known flight over a country neither end is in (`FlightWindows`): the flights are given up front,
/// since they may come after the points they span.
public struct ObservationCollector {
    /// One day's evidence while it is being collected.
    fileprivate struct Tally {
        var presences: [DayObservation.Presence] = []
        /// Timed location samples, for spotting a lone sample between samples elsewhere.
        var samples: [(second: Int, country: CountryCode)] = []
        var flights: [DayObservation.Flight] = []
        var airborne: [CountryCode: Int] = [:]
        var regions: [DayObservation.RegionPresence] = []
    }

    private let policy: InferencePolicy
    private let flights: FlightWindows
    private var first: Int
    private var tallies: [Tally]

    /// A collector weighing points with `policy`, with every flight that may span them; `span`, when known, is the
    /// range of days the points fall in (others are taken too, only more slowly).
    public init(policy: InferencePolicy, flights: FlightWindows = FlightWindows(), span: DayRange? = nil) {
        self.policy = policy
        self.flights = flights
        first = span?.first.ordinal ?? 0
        tallies = Array(repeating: Tally(), count: span?.count ?? 0)
    }

    public mutating func add(_ point: EvidencePoint) {
        let index = slot(for: point.day.ordinal)
        if policy.isAirborne(point) || flights.overflies(point) {
            tallies[index].airborne[point.country, default: 0] += 1
            return
        }
        let weight = policy.weight(of: point)
        let presence = tallies[index].presences.firstIndex { $0.country == point.country } ?? {
            tallies[index].presences.append(DayObservation.Presence(
                country: point.country, weight: 0, photos: 0, locations: 0, calendar: 0, bookings: 0, firstSecond: nil, lastSecond: nil,
                allNearBorder: true, onTheGround: false, spike: false))
            return tallies[index].presences.count - 1
        }()
        tallies[index].presences[presence].add(point, weight: weight)
        if let region = point.region { tallies[index].add(region, nearby: point.nearbyRegion, second: point.secondsOfDay) }
        if point.kind == .location, let second = point.secondsOfDay { tallies[index].samples.append((second, point.country)) }
        if let leg = point.flight {
            let second = point.secondsOfDay ?? (leg.role == .departure ? 0 : 86_399)
            let flights = tallies[index].flights
            let at = flights.firstIndex { $0.second > second } ?? flights.count
            tallies[index].flights.insert(
                DayObservation.Flight(
                    second: second, role: leg.role, country: point.country, airport: leg.airport, timed: point.secondsOfDay != nil,
                    booked: point.kind == .booking, boardingPass: leg.boardingPass),
                at: at)
        }
    }

    /// The index of the tally of day `ordinal`, growing the days held to reach it.
    private mutating func slot(for ordinal: Int) -> Int {
        if tallies.isEmpty { first = ordinal }
        if ordinal < first {
            tallies.insert(contentsOf: Array(repeating: Tally(), count: first - ordinal), at: 0)
            first = ordinal
        } else if ordinal - first >= tallies.count {
            tallies += Array(repeating: Tally(), count: ordinal - first - tallies.count + 1)
        }
        return ordinal - first
    }

    /// Every day that saw a point, reduced.
    public func observations() -> Observations {
        var observations = Observations()
        for (offset, tally) in tallies.enumerated() where !tally.presences.isEmpty || !tally.airborne.isEmpty {
            var presences = tally.presences.sorted { $0.country < $1.country }
            let spikes = Self.spikeCountries(tally.samples)
            for index in presences.indices where spikes.contains(presences[index].country) { presences[index].spike = true }
            let airborne = tally.airborne.sorted { $0.key < $1.key }.map { (country: $0.key, count: $0.value) }
            observations.set(
                DayObservation(presences: presences, flights: tally.flights, airborne: airborne, regions: tally.regions.sorted { $0.region < $1.region }),
                on: LocalDay(ordinal: first + offset))
        }
        return observations
    }

    /// Countries of samples whose previous and next samples in time are both in one other country.
    private static func spikeCountries(_ samples: [(second: Int, country: CountryCode)]) -> Set<CountryCode> {
        // Samples mostly come in time order already; sorting only when they do not saves sorting a million.
        let inOrder = zip(samples, samples.dropFirst()).allSatisfy { earlier, later in
            (earlier.second, earlier.country) <= (later.second, later.country)
        }
        let ordered = inOrder ? samples : samples.sorted { ($0.second, $0.country) < ($1.second, $1.country) }
        guard ordered.count >= 3 else { return [] }
        var spikes = Set<CountryCode>()
        for index in 1..<(ordered.count - 1) {
            let (before, here, after) = (ordered[index - 1].country, ordered[index].country, ordered[index + 1].country)
            if before == after && here != before { spikes.insert(here) }
        }
        return spikes
    }
}

extension ObservationCollector.Tally {
    fileprivate mutating func add(_ region: RegionCode, nearby: RegionCode?, second: Int?) {
        let index = regions.firstIndex { $0.region == region } ?? {
            regions.append(DayObservation.RegionPresence(region: region, points: 0, firstSecond: nil, lastSecond: nil))
            return regions.count - 1
        }()
        regions[index].points += 1
        if let second {
            regions[index].firstSecond = min(regions[index].firstSecond ?? second, second)
            regions[index].lastSecond = max(regions[index].lastSecond ?? second, second)
        }
        if let nearby, !regions[index].nearby.contains(nearby) {
            regions[index].nearby.append(nearby)
            regions[index].nearby.sort()
        }
    }
}

extension DayObservation.Presence {
    fileprivate mutating func add(_ point: EvidencePoint, weight: Double) {
        self.weight += weight
        switch point.kind {
        case .photo: photos += 1
        case .location: locations += 1
        case .calendar: calendar += 1
        case .booking: bookings += 1
        case .logbook: logbooks += 1
        }
        if let second = point.secondsOfDay {
            firstSecond = min(firstSecond ?? second, second)
            lastSecond = max(lastSecond ?? second, second)
        }
        allNearBorder = allNearBorder && point.nearBorder
        if point.flight == nil { onTheGround = true }
    }
}
