import ArgumentParser

/// How a command writes its data on stdout.
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
    case jsonl
    case csv
}

extension OutputFormat {
    /// Rejects formats a command does not offer, with the list of those it does.
    func require(_ allowed: [OutputFormat]) throws {
        guard allowed.contains(self) else {
            throw ValidationError("--format \(rawValue) is not offered here; use one of: \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
    }
}
