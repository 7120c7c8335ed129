/// The person's word that the ledger's reading of a day is right (`review confirm`): the countries the ledger read
/// then, and when they said so. It holds while the ledger still reads those countries; once evidence changes the
/// reading, the day is no longer confirmed and comes back for review.
public struct DayConfirmation: Sendable, Equatable, Codable {
    public var date: LocalDay
    /// The reading confirmed, in visiting order; empty for a day confirmed as unknown.
    public var countries: [CountryCode]
    /// The person's day when they confirmed.
    public var confirmedOn: LocalDay

    public init(date: LocalDay, countries: [CountryCode], confirmedOn: LocalDay) {
        self.date = date
        self.countries = countries
        self.confirmedOn = confirmedOn
    }

    /// The reading as people read it: `FR → CH`, or `unknown`.
    public var readingDescription: String {
        countries.isEmpty ? "unknown" : countries.map(\.rawValue).joined(separator: " → ")
    }
}
