extension AirportLookup {
    /// The main airport of a city that has several in its country, where the name hub list (`hubs`, one code per
    /// name, whatever the country) cannot say it because the name is shared with cities elsewhere, or where more than
    /// one of the city's airports is named "International" (so rule 5 of `airport(named:in:airportWords:)` finds none).
    /// Keyed by code: the airport table gives each its country, so `SAN JOSE CR` finds SJO and `SAN JOSE US` never does.
    ///
    /// Source: the airports' own traffic as their operators publish it; the geo index carries no traffic figures.
    static let mainAirports: Set<String> = [
        "SJO",  // San José, Costa Rica: Juan Santamaría, not Tobías Bolaños (SYQ, general aviation)
        "SEA",  // Seattle: Seattle-Tacoma, not Boeing Field (BFI)
        "AMM",  // Amman: Queen Alia, not Amman-Marka (ADJ)
        "IKA",  // Tehran: Imam Khomeini, not Mehrabad (THR, domestic)
        "MCO",  // Orlando: Orlando International, not Sanford (SFB)
    ]
}
