import BorderLogModel

/// The passes after each day has been read on its own: filling unknown days the evidence around
/// them explains, and flagging one-day flips.
struct GapFiller {
    let policy: InferencePolicy
    let zones: RuleBook.DayZones
    var days: [LedgerDay]
    private let bases: [LedgerBuilder.Basis]
    private let observed: [ObservedDay]

    init(policy: InferencePolicy, zones: RuleBook.DayZones, days: [LedgerDay], bases: [LedgerBuilder.Basis], observed: [ObservedDay]) {
        self.policy = policy
        self.zones = zones
        self.days = days
        self.bases = bases
        self.observed = observed
    }

    /// Fills each run of unknown days that is bounded by flights (arrival into X … departure from X)
    /// or by the same country on both sides, within the policy's limits. Runs between two of the
    /// user's own stays are left unknown: a gap in a stated itinerary is the user's to state.
    mutating func fill() {
        let arrivals = pendingArrivals()
        let departures = nextDepartures()
        var index = 0
        while index < days.count {
            guard bases[index] == .unknown else { index += 1; continue }
            let start = index
            while index < days.count && bases[index] == .unknown { index += 1 }
            let end = index - 1
            guard start > 0, index < days.count, !(bases[start - 1] == .manual && bases[index] == .manual) else { continue }
            let length = end - start + 1
            if let country = arrivals[start - 1], country == departures[index], length <= policy.maxFlightBoundedDays {
                let why = "between a flight arriving in \(country) on \(days[start - 1].date) and the next departure on \(days[index].date)"
                for offset in start...end { fillDay(offset, with: country, confidence: policy.flightBoundedConfidence, reason: why) }
            } else if let before = days[start - 1].country, before == days[index].countries.first, length <= policy.maxGapDays {
                for offset in start...end {
                    let why = "gap-filled: \(before) on \(days[start - 1].date) and on \(days[index].date), day \(offset - start + 1) of \(length)"
                    fillDay(offset, with: before, confidence: policy.gapFilledConfidence(dayInGap: offset - start), reason: why)
                }
            }
        }
    }

    /// Flags a lightly evidenced single day in another country between runs in one country.
    mutating func flagOneDayFlips() {
        let run = policy.transitRunDays
        guard days.count > 2 * run else { return }
        for index in run..<(days.count - run) where bases[index] == .observed {
            guard let flip = days[index].country, days[index].countries.count == 1,
                  let around = days[index - 1].country, around != flip,
                  ((index - run)..<index).allSatisfy({ days[$0].country == around }),
                  ((index + 1)...(index + run)).allSatisfy({ days[$0].country == around && days[$0].countries.count == 1 }),
                  observed[index].read(policy: policy).primaryWeight < policy.transitMaxWeight else { continue }
            days[index].flags = (days[index].flags + [.transitSuspect]).sorted()
            days[index].reason += "; a one-day flip between stays in \(around): possibly a misplaced point or a transit"
        }
    }

    private mutating func fillDay(_ offset: Int, with country: CountryCode, confidence: Double, reason: String) {
        let date = days[offset].date
        days[offset] = LedgerDay(
            date: date, country: country, countries: [country], confidence: confidence, confidenceLabel: policy.label(for: confidence),
            evidence: [:], flags: [.gapFilled], zones: zones.ids(for: [country], on: date), reason: reason)
    }

    /// For each day: the country of the latest arrival on or before it with no departure since and no
    /// day since placed elsewhere (a photo abroad means the person left, flight recorded or not).
    private func pendingArrivals() -> [CountryCode?] {
        var pending: CountryCode?
        return observed.indices.map { index in
            if observed[index].hasFlights {
                pending = observed[index].lastArrival
            } else if let here = pending, !days[index].isUnknown, !days[index].countries.contains(here) {
                pending = nil
            }
            return pending
        }
    }

    /// For each day: the country of the first departure on or after it with no arrival before it and no
    /// day before it placed elsewhere.
    private func nextDepartures() -> [CountryCode?] {
        var next: CountryCode?
        return observed.indices.reversed().map { index in
            if observed[index].hasFlights {
                next = observed[index].firstDeparture
            } else if let there = next, !days[index].isUnknown, !days[index].countries.contains(there) {
                next = nil
            }
            return next
        }.reversed()
    }
}
