extension DecodingError {
    /// "at zones[2].members[0].country: 'XX' is not an ISO 3166-1 alpha-2 code" rather than Foundation's dump.
    public var readableDescription: String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "top level" : String(keys.drop { $0 == "." })
        }
        switch self {
        case .dataCorrupted(let context): return "at \(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context): return "at \(path(context)): missing field '\(key.stringValue)'"
        case .typeMismatch(let type, let context): return "at \(path(context)): expected \(type)"
        case .valueNotFound(let type, let context): return "at \(path(context)): expected \(type), found null"
        @unknown default: return "\(self)"
        }
    }
}
