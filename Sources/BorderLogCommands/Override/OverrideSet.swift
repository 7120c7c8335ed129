import ArgumentParser
import BorderLogCore
import BorderLogStore

struct OverrideSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the countries of a day (replacing an earlier override).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    @Argument(help: "Country, ISO 3166-1 alpha-2; for a travel day, several in visiting order separated by commas (FR,CH).")
    var country: String

    @Option(help: "Why; kept with the override and shown by explain.")
    var note: String?

    func validate() throws {
        _ = try countries()
    }

    private func countries() throws -> [CountryCode] {
        let parts = country.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.map { part in
            guard let code = CountryCode(part) else {
                let hint = CountryCode.suggestion(for: part).map { " (\($0))" } ?? ""
                throw ValidationError("unknown country code '\(part)'\(hint); use ISO 3166-1 alpha-2 such as FR, GB, RE")
            }
            return code
        }
    }

    mutating func run() throws {
        let override = DayOverride(date: date, countries: try countries(), note: note)
        let (store, lock) = try global.openForWriting(stage: "override")
        defer { withExtendedLifetime(lock) {} }
        try store.recordRun(stage: "override", arguments: [date.description, country]) {
            try store.setOverride(override)
            return ((), Store.RunCounts(seen: 1, added: 1), nil)
        }
        Console.err("override: \(date) is \(override.countries.map(\.rawValue).joined(separator: " → "))")
    }
}
