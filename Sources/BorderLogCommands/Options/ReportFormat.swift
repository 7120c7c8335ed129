import ArgumentParser

/// `--format text|json`, for commands that print a report for people or for scripts.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}
