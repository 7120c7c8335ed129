import Foundation

/// A person's name as bookings write it, reduced to compare: letters only, case and accents folded, in any order
/// (`Ribeiro/Ana Mrs`, `ANA RIBEIRO`, `Ana Ribeiro` are one traveller). A profile name matches a traveller when every
/// one of its words is among the traveller's (a middle name or a title on the ticket does not stop it).
public struct TravellerName: Sendable, Equatable {
    public let words: Set<String>

    public init(_ text: String) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        words = Set(folded.split { !$0.isLetter }.map(String.init))
    }

    /// Whether this (a profile's name) names `traveller`.
    public func names(_ traveller: TravellerName) -> Bool {
        !words.isEmpty && words.isSubset(of: traveller.words)
    }
}

extension Profile {
    /// Whether one of the profile's `names` is among `travellers` (a reservation's `underName`).
    public func isNamed(among travellers: [String]) -> Bool {
        let wanted = names.map(TravellerName.init)
        return travellers.map(TravellerName.init).contains { traveller in wanted.contains { $0.names(traveller) } }
    }
}
