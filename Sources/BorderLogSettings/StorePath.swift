import Foundation

/// Where the store lives: `--store PATH`, else `$BORDERLOG_STORE`, else
/// `$XDG_DATA_HOME/borderlog/borderlog.sqlite` (`~/.local/share/borderlog/borderlog.sqlite`).
public enum StorePath {
    public static func resolve(_ explicit: String?, environment: [String: String] = ProcessEnvironment.current) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["BORDERLOG_STORE"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/borderlog/borderlog.sqlite"
    }
}
