import BorderLogModel

extension DayCounting {
    /// The evidence that is a flight's end on the day it lands or leaves: calendar flights, the logbook's, and bookings
    /// (a booked flight's two ends; a booked hotel night, train or ferry end is as telling here: a day whose only
    /// such ends are in the zone, then a day whose only ones are abroad, is a move made overnight).
    static let flightEnds: [EvidenceSource] = [.calendar, .booking, .logbook]

    /// Whether a flight between the zone and abroad lands or leaves abroad on `day` with its other end in the zone on
    /// the day next to it: an overnight flight from the zone that lands on `day` (the day before has flight ends in the
    /// zone and none abroad, `day` has one abroad), or one that leaves on `day` and lands in the zone the next day.
    ///
    /// Such a day is spent partly in the air on the way to or from the zone, whatever the stays say of where the day
    /// before ended: it is not a full day abroad. Treas. Reg. §1.911-2(d)(2), example: leaving the US on a night flight
    /// and arriving abroad the next day, the first full day abroad is the day after the arrival; nor is the day of
    /// leaving for the US a full day abroad.
    func isFlightDayToOrFromZone(_ day: LedgerDay, previous: LedgerDay?, next: LedgerDay?) -> Bool {
        let (inZone, abroad) = flightEnds(of: day)
        guard !abroad.isEmpty, inZone.isEmpty else { return false }
        return [previous, next].contains { neighbour in
            guard let neighbour else { return false }
            let ends = flightEnds(of: neighbour)
            return !ends.inZone.isEmpty && ends.abroad.isEmpty
        }
    }

    /// The countries of `day`'s flight ends, in the zone and outside it.
    private func flightEnds(of day: LedgerDay) -> (inZone: [CountryCode], abroad: [CountryCode]) {
        let countries = Set(Self.flightEnds.flatMap { day.evidence.countries($0) }).sorted()
        let inZone = countries.filter { zone.contains($0, on: day.date) }
        return (inZone, countries.filter { !inZone.contains($0) })
    }
}
