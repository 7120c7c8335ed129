import BorderLogModel
import Foundation

/// The alerts file as the files give it (docs/alerts.md, "Settings"): `$BORDERLOG_ALERTS`, else `alerts.json` beside
/// `rules.json` in the config folder. No file means no channels: events are still found and remembered.
extension AlertSettings {
    /// The alerts file, whether or not it exists.
    public static func file(environment: [String: String] = ProcessEnvironment.current) -> URL {
        if let path = environment["BORDERLOG_ALERTS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return ConfigFolder(environment: environment).alertsFile
    }

    /// The settings in `file(environment:)`; no channels when there is no such file, unless `BORDERLOG_ALERTS` named it.
    public static func current(environment: [String: String] = ProcessEnvironment.current) throws(AlertSettingsError) -> AlertSettings {
        try settings(in: file(environment: environment), required: !(environment["BORDERLOG_ALERTS"] ?? "").isEmpty)
    }

    /// The settings in `url`: no channels when there is no such file, unless it is `required` (named by the person).
    public static func settings(in url: URL, required: Bool) throws(AlertSettingsError) -> AlertSettings {
        guard required || FileManager.default.fileExists(atPath: url.path) else { return AlertSettings() }
        return try load(from: url)
    }

    /// Reads and checks an alerts file.
    public static func load(from url: URL) throws(AlertSettingsError) -> AlertSettings {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(path: url.path, reason: error.localizedDescription) }
        return try load(data: data, path: url.path)
    }

    /// Reads the text of an alerts file; `path` names it in errors, which give the line and the field at fault.
    public static func load(data: Data, path: String) throws(AlertSettingsError) -> AlertSettings {
        let bytes = Array(data)
        let outline: JSONOutline
        do {
            outline = try JSONOutline(bytes)
        } catch {
            throw .invalid(path: path, line: error.line, field: nil, reason: "\(error.message) (column \(error.column); the file is strict JSON, notes go in \"_comment\" keys)")
        }
        guard case .object = outline.root else {
            throw .invalid(path: path, line: 1, field: nil, reason: "an alerts file is one JSON object ({\"channels\": […], \"remaining\": […]})")
        }
        do {
            return try JSONDecoder().decode(AlertSettings.self, from: data)
        } catch let error as DecodingError {
            let (codingPath, reason) = Self.explain(error)
            let place = outline.place(of: codingPath, in: bytes)
            throw .invalid(path: path, line: place.line, field: place.field, reason: reason)
        } catch {
            throw .invalid(path: path, line: 1, field: nil, reason: "\(error)")
        }
    }

    private static func explain(_ error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case .keyNotFound(let key, let context): (context.codingPath + [key], "missing field '\(key.stringValue)'")
        case .typeMismatch(let type, let context): (context.codingPath, "expected \(Self.kind(type))")
        case .valueNotFound(let type, let context): (context.codingPath, "expected \(Self.kind(type)), found null")
        case .dataCorrupted(let context): (context.codingPath, Self.plain(context.debugDescription, at: context.codingPath))
        @unknown default: ([], "\(error)")
        }
    }

    /// An enum's unknown value is reported by Foundation in its own words: say which values are allowed.
    private static func plain(_ description: String, at codingPath: [any CodingKey]) -> String {
        switch codingPath.last?.stringValue {
        case "kind" where description.hasPrefix("Cannot initialize"):
            "not a channel kind (one of: \(AlertChannel.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
        case "style" where description.hasPrefix("Cannot initialize"):
            "not a webhook style (one of: \(AlertChannel.Style.allCases.map(\.rawValue).joined(separator: ", ")))"
        default: description
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        // Foundation names a list it expected as `Array<Any>`, whatever its elements.
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}

/// The alerts file could not be read or is not what `alerts.json` holds.
public enum AlertSettingsError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case invalid(path: String, line: Int, field: String?, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read alerts file \(path): \(reason)"
        case .invalid(let path, let line, let field, let reason):
            "alerts file \(path):\(line): \(field.map { "\($0): " } ?? "")\(reason); no alert was sent: fix the file (docs/alerts.md) and run `borderlog alerts check` again"
        }
    }
}
