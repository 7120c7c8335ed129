import Foundation

/// The environment settings are read from: the process's, with the changes a task has made for itself and the tasks
/// it starts. A process running one command (every executable) never makes any, so it reads its own environment; a
/// test running commands in process pins today's date or a config folder for its command alone, without `setenv`,
/// which would change them for every test running beside it.
public enum ProcessEnvironment {
    /// Variables set (a value) or removed (nil) for the current task, on top of the process's environment.
    @TaskLocal public static var overrides: [String: String?] = [:]

    /// The process's environment with the current task's overrides applied: what every `environment:` parameter
    /// defaults to.
    public static var current: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in overrides { environment[name] = value }
        return environment
    }

    /// Runs `operation` with `changes` applied on top of the overrides already in force.
    public static func with<R>(
        _ changes: [String: String?], isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await $overrides.withValue(overrides.merging(changes) { $1 }, operation: operation, isolation: isolation)
    }
}
