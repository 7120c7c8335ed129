import BorderLogInference
import BorderLogModel
import Foundation

/// The ledger as trips (`report trips`, docs/reports.md): consecutive days whose primary country is the same form one
/// trip; a travel day ends one trip and starts the next, so it belongs to both; an unknown day ends a trip.
/// Consecutive zone-only days (inside the Schengen Area by the record, country unknown) form a trip of their own
/// with no country and the zone in `zones`.
public struct TripsReport: Sendable, Equatable {
    /// One stay in a country, as the ledger reads it.
    public struct Trip: Codable, Sendable, Equatable {
        /// Nil for a run of zone-only days: the record knows the zone, not the country.
        @Nullable public var country: CountryCode?
        public var entry: LocalDay
        /// Nil while the trip is ongoing: it reaches the ledger's last day and that day is not in the past.
        @Nullable public var exit: LocalDay?
        /// Days from entry through exit (through the ledger's last day while ongoing), both included.
        public var days: Int
        /// Zones the country belongs to on the trip's days.
        public var zones: [ZoneID]
        /// The lowest confidence of its days, rounded to two decimals.
        public var confidence: Double

        /// The zone a run of zone-only days was in, as `rules` names it (`Schengen Area`).
        public func zoneOnlyName(in rules: RuleBook) -> String {
            zones.first.map(rules.name(of:)) ?? rules.name(of: .schengen)
        }
    }

    public var trips: [Trip]

    /// Trips of `ledger`'s days; `today` decides whether a trip reaching the last day is still going on.
    public init(ledger: Ledger, rules: RuleBook, today: LocalDay) {
        var trips: [Trip] = []
        var open: (country: CountryCode?, zone: ZoneID?, entry: LocalDay, last: LocalDay, confidence: Double)?
        func close() {
            guard let current = open else { return }
            var zones: [ZoneID] = current.zone.map { [$0] } ?? []
            if let country = current.country {
                for ordinal in current.entry.ordinal...current.last.ordinal {
                    for zone in rules.zoneIDs(for: [country], on: LocalDay(ordinal: ordinal)) where !zones.contains(zone) { zones.append(zone) }
                }
            }
            trips.append(Trip(
                country: current.country, entry: current.entry, exit: current.last, days: current.entry.days(to: current.last) + 1,
                zones: zones, confidence: (current.confidence * 100).rounded() / 100))
            open = nil
        }
        for day in ledger.days {
            let zoneOnly = day.isZoneOnly ? day.zones.first : nil
            guard day.country != nil || zoneOnly != nil else {
                close()
                continue
            }
            if let current = open, current.country == day.country, current.zone == zoneOnly, current.last.adding(days: 1) == day.date {
                open?.last = day.date
                open?.confidence = min(current.confidence, day.confidence)
                continue
            }
            // A travel day from the open trip's country closes that trip on this day; any other change closes it
            // the day before.
            if let current = open, let country = current.country, current.last.adding(days: 1) == day.date, day.countries.contains(country) {
                open?.last = day.date
                open?.confidence = min(current.confidence, day.confidence)
            }
            close()
            open = (day.country, zoneOnly, day.date, day.date, day.confidence)
        }
        let last = open?.last
        close()
        if let last, let ongoing = trips.indices.last, last >= today { trips[ongoing].exit = nil }
        self.trips = trips
    }

    /// `country,entry,exit,days,zones,confidence`, zones `;`-separated, an ongoing trip's exit empty.
    public var csv: String {
        var lines = ["country,entry,exit,days,zones,confidence"]
        for trip in trips {
            lines.append([
                trip.country?.rawValue ?? "", trip.entry.description, trip.exit?.description ?? "", String(trip.days),
                trip.zones.map(\.rawValue).joined(separator: ";"), String(format: "%.2f", trip.confidence),
            ].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per trip for people; a run of zone-only days names its zone as `rules` names it.
    public func text(rules: RuleBook) -> String {
        guard !trips.isEmpty else { return "no trips: the ledger has no known day in this range" }
        return trips.map { trip in
            let span = "\(trip.entry)…\(trip.exit?.description ?? "ongoing")"
            let zones = trip.zones.isEmpty ? "" : "  (\(trip.zones.map(\.rawValue).joined(separator: ", ")))"
            let place = trip.country.map { "\($0) \($0.name)" } ?? "-- \(trip.zoneOnlyName(in: rules)), country unknown"
            return "\(place.padding(toLength: max(25, place.count), withPad: " ", startingAt: 0)) \(span)  \(trip.days) d\(zones)"
        }.joined(separator: "\n")
    }
}
