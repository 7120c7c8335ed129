import BorderLogInference
import BorderLogModel

/// One trip out of a country and back, as the ledger holds it: the last day the person was in the country before
/// leaving, the first day back, and the countries visited in between.
public struct TripOutside: Sendable, Equatable {
    /// The day the person left: the last day with presence in the country before the trip (a day that ended outside
    /// it, or the last day known there before the first day known elsewhere).
    public var departure: LocalDay
    /// The first day back in the country; nil while the person has not come back.
    public var back: LocalDay?
    /// Countries outside the country, in visiting order, each once.
    public var destinations: [CountryCode]
    /// Days strictly between departure and return (or through the end read) with no evidence: unknown days, zone-only
    /// days of another zone, days after the ledger ends.
    public var unknownDays: [LocalDay]

    /// The trips out of `zone` in `ledger` through `end` (days after the ledger's last are unknown).
    ///
    /// A day with presence in the zone ends any trip; a day spent wholly elsewhere, or a day that ended outside the zone,
    /// starts one (or continues it). An unknown day starts nothing: a stretch of unknown days between two days in the
    /// zone is no trip, and inside a trip it is counted apart. Days elsewhere before the first day in the zone are no
    /// trip: the person had not come yet. A day out and back (`GB, FR, GB`) is a trip of its own, leaving and returning
    /// that day. Zones are read by country: a region zone's trips are not found here.
    public static func trips(in ledger: Ledger, zone: Zone, through end: LocalDay) -> [TripOutside] {
        guard let first = ledger.days.first?.date, first <= end else { return [] }
        let byDate = Dictionary(ledger.days.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        var trips: [TripOutside] = []
        var open: TripOutside?
        var lastInZone: LocalDay?
        // Unknown days since the last day in the zone: a trip found after them began before them.
        var unknownSince: [LocalDay] = []
        func leaving(_ departure: LocalDay) -> TripOutside {
            TripOutside(departure: departure, back: nil, destinations: [], unknownDays: unknownSince)
        }
        for date in DayRange(first, end)! {
            guard let day = byDate[date], !day.isUnknown || day.isZoneOnly, !day.isZoneOnly || day.zones.contains(zone.id) else {
                if open == nil { unknownSince.append(date) } else { open?.unknownDays.append(date) }
                continue
            }
            if day.isZoneOnly {
                if var trip = open {
                    trip.back = date
                    trips.append(trip)
                    open = nil
                }
                lastInZone = date
                unknownSince = []
                continue
            }
            let inZone = day.countries.map { zone.contains($0, on: date) }
            guard let firstIn = inZone.firstIndex(of: true) else {
                // A day wholly elsewhere.
                guard let departure = lastInZone else { continue }
                if open == nil { open = leaving(departure) }
                open?.visit(day.countries)
                continue
            }
            // Before the first visit in the zone: the end of a trip, known or not yet open (the day it began is unknown).
            let arriving = Array(day.countries[..<firstIn])
            if open == nil, !arriving.isEmpty, let departure = lastInZone { open = leaving(departure) }
            if var trip = open {
                trip.visit(arriving)
                trip.back = date
                trips.append(trip)
                open = nil
            }
            // After it: out and back the same day, or out for the night.
            var excursion: [CountryCode] = []
            for (country, isIn) in zip(day.countries[firstIn...], inZone[firstIn...]) {
                if isIn {
                    if !excursion.isEmpty {
                        trips.append(TripOutside(departure: date, back: date, destinations: [], unknownDays: []).visiting(excursion))
                        excursion = []
                    }
                } else {
                    excursion.append(country)
                }
            }
            if !excursion.isEmpty { open = TripOutside(departure: date, back: nil, destinations: [], unknownDays: []).visiting(excursion) }
            lastInZone = date
            unknownSince = []
        }
        if let open { trips.append(open) }
        return trips
    }

    private mutating func visit(_ countries: [CountryCode]) {
        for country in countries where !destinations.contains(country) { destinations.append(country) }
    }

    private func visiting(_ countries: [CountryCode]) -> TripOutside {
        var trip = self
        trip.visit(countries)
        return trip
    }
}
