import BorderLogModel
import Foundation

/// The rule book as the files give it: the bundled library (this target's resources) and the person's rules file.
extension RuleBook {
    /// The defaults shipped with BorderLog: zones and day-count rules (`zones.json`), eligibility rules
    /// (`eligibility.json`).
    public static func bundled() throws -> RuleBook {
        var book: RuleBook?
        for name in ["zones", "eligibility"] {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
                throw RuleBookError.unreadable(path: "\(name).json (bundled)", reason: "the resource is missing from the build")
            }
            book = try load(url: url, over: book)
        }
        return book!
    }

    /// Reads a rule book file over `base`, checking that every rule names a known zone and a limit.
    public static func load(url: URL, over base: RuleBook? = nil) throws -> RuleBook {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RuleBookError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try load(data: data, path: url.path, over: base)
    }

    /// The bundled book overlaid with the rules file (`file(configPath:)`) when it exists; a file named by
    /// `configPath` or `$BORDERLOG_RULES` must exist.
    public static func current(configPath: String? = nil, environment: [String: String] = ProcessEnvironment.current) throws -> RuleBook {
        let bundled = try bundled()
        let url = file(configPath: configPath, environment: environment)
        let named = configPath != nil || !(environment["BORDERLOG_RULES"] ?? "").isEmpty
        guard named || FileManager.default.fileExists(atPath: url.path) else { return bundled }
        return try load(url: url, over: bundled)
    }

    /// The rules file: `configPath`, else `$BORDERLOG_RULES`, else `rules.json` in the config folder
    /// (`$XDG_CONFIG_HOME/borderlog/rules.json`, `~/.config/borderlog/rules.json`), whether or not it exists.
    public static func file(configPath: String? = nil, environment: [String: String] = ProcessEnvironment.current) -> URL {
        if let configPath { return URL(fileURLWithPath: configPath) }
        if let path = environment["BORDERLOG_RULES"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return ConfigFolder(environment: environment).rulesFile
    }
}

extension RuleBook {
    /// The bundled book overlaid with `person`'s rules file when it exists (a named one must exist).
    public static func current(for person: Person) throws -> RuleBook {
        try current(file: person.rulesFile, named: person.rulesFileNamed)
    }

    /// The bundled book overlaid with `file` when it exists; a `named` file must exist.
    public static func current(file: URL, named: Bool, bundled: RuleBook? = nil) throws -> RuleBook {
        let bundled = try bundled ?? self.bundled()
        guard named || FileManager.default.fileExists(atPath: file.path) else { return bundled }
        return try load(url: file, over: bundled)
    }
}
