import BorderLogModel
import Foundation

/// Presence in a country at an instant, from an export that names the country but gives no position (a Polarsteps
/// step without coordinates). It becomes a location signal with a country and no coordinate, as a booking's night
/// does; thinning, which weighs positions, passes it by.
public struct CountryPoint: Sendable, Equatable {
    public var country: CountryCode
    public var utc: Date
    /// The IANA zone the export gives for the place, which places the day; UTC when there is none.
    public var timeZone: String?
    public var details: LocationDetail

    public init(country: CountryCode, utc: Date, timeZone: String?, details: LocationDetail) {
        self.country = country
        self.utc = utc
        self.timeZone = timeZone.flatMap { TimeZone(identifier: $0) != nil ? $0 : nil }
        self.details = details
    }
}
