import ArgumentParser
import BorderLogModel

extension Place {
    /// A country or region code from the command line, or a usage error saying what is wrong with it.
    static func parsing(_ text: some StringProtocol) throws -> Place {
        guard let place = Place(text) else { throw ValidationError(Place.problem(with: text)) }
        return place
    }

    /// Places in visiting order separated by commas (`US-NJ,US-NY,US-NJ`); a place may repeat.
    static func parsingList(_ text: String) throws -> [Place] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map(parsing)
    }
}

extension CountryCode: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }

    /// A code from the command line, or a usage error that suggests the code meant ("UK" → GB).
    static func parsing(_ text: some StringProtocol) throws -> CountryCode {
        guard let code = CountryCode(text) else {
            let hint = CountryCode.suggestion(for: text).map { " (\($0))" } ?? ""
            throw ValidationError("unknown country code '\(text)'\(hint); use ISO 3166-1 alpha-2 such as FR, GB, RE")
        }
        return code
    }

    /// Codes in visiting order separated by commas (`FR,CH`); a country may repeat (`NZ,AU,NZ`).
    static func parsingList(_ text: String) throws -> [CountryCode] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map(parsing)
    }
}
