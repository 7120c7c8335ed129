import Foundation

/// A field of a CSV BorderLog writes: quoted (RFC 4180, `""` for a quote) when it holds a comma, a quote or a line
/// break, as is otherwise.
public enum CSVField {
    public static func quoted(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
