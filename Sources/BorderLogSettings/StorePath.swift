import Foundation

/// Where the store lives: `--store PATH`; else the person's (`people/NAME/borderlog.sqlite` in the data home, for any
/// person but `default`); else `$BORDERLOG_STORE`, else `$XDG_DATA_HOME/borderlog/borderlog.sqlite`
/// (`~/.local/share/borderlog/borderlog.sqlite`). docs/people.md.
public enum StorePath {
    public static func resolve(
        _ explicit: String?, person: PersonName = .default, environment: [String: String] = ProcessEnvironment.current
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if person != .default { return PersonFolder(person, dataHome: DataHome(environment: environment)).path + "/borderlog.sqlite" }
        if let path = environment["BORDERLOG_STORE"], !path.isEmpty { return path }
        return DataHome(environment: environment).path + "/borderlog.sqlite"
    }
}
