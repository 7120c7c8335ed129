/// The airport a city name means within one country (`AirportLookup.airport(named:in:airportWords:)`).
public enum AirportChoice: Equatable, Sendable {
    case found(String)
    /// No airport of that name in the country.
    case unknown
    /// Several airports fit and no rule picks one: their codes.
    case ambiguous([String])
}
