import BorderLogModel

/// How a zone reads a ledger day: its visits, where it ended, whether it was spent wholly outside.
extension Zone {
    /// The day's places in visiting order as this zone reads them: its regions for a region zone, else its countries.
    /// Each is true when in the zone.
    public func visits(_ day: LedgerDay) -> [Bool] {
        if let regions, !regions.isEmpty { return day.regions.map(regions.contains) }
        return day.countries.map { contains($0, on: day.date) }
    }

    /// Whether the day ended in the zone; nil when where it ended is not known (for a region zone: no region known in
    /// the country it ended in, when that country has regions).
    public func endsIn(_ day: LedgerDay) -> Bool? {
        guard let regions, !regions.isEmpty else { return day.country.map { contains($0, on: day.date) } }
        if let region = day.region { return regions.contains(region) }
        guard let country = day.country, !regions.contains(where: { $0.country == country }) else { return nil }
        return false
    }

    /// Whether the day is known well enough to say it was spent wholly outside the zone: a known day, and for a region
    /// zone, either no presence in the regions' countries or a region known there.
    public func isKnownAbsence(_ day: LedgerDay) -> Bool {
        guard !day.isUnknown, !visits(day).contains(true) else { return false }
        guard let regions, !regions.isEmpty else { return true }
        let placed = Set(day.regions.map(\.country))
        return day.countries.allSatisfy { country in placed.contains(country) || !regions.contains { $0.country == country } }
    }
}
