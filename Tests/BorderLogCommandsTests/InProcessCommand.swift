import ArgumentParser
import BorderLogCommands
import BorderLogSettings
import Foundation

/// What a command run in process printed and how it ended: the same questions a `CommandResult` answers for the
/// built executable.
struct InProcessResult: Sendable {
    /// 0, or the exit code the executable would have ended with (`BorderLogCommand.exitCode(for:)` of what it threw).
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as one JSON object.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
}

/// The environment every command sees in process beside a test's own settings: as `run` gives the executables, no
/// store or rules file from the person running the tests, and a config folder that does not exist.
let commandTestEnvironment: [String: String?] = [
    "BORDERLOG_STORE": nil, "BORDERLOG_RULES": nil, "BORDERLOG_PERSON": nil, "BORDERLOG_ALERTS": nil, "BORDERLOG_SENDMAIL": nil,
    "XDG_CONFIG_HOME": "/nonexistent-borderlog-test-config",
]

/// `borderlog ARGUMENTS…` run in this process as the executable's `main()` runs it: parsed, run, and an error turned
/// into its message (on stdout for help and version, else on stderr) and its exit status. `environment` is set for
/// this command alone (on top of `commandTestEnvironment`); its output is kept, never written.
func borderlog(_ arguments: [String], environment: [String: String] = [:]) async -> InProcessResult {
    let capture = ConsoleCapture()
    var overrides = commandTestEnvironment
    for (name, value) in environment { overrides[name] = value }
    let (status, message) = await ProcessEnvironment.with(overrides) {
        await capture.capturing { () async -> (ExitCode, String) in
            do {
                var command = try BorderLogCommand.parseAsRoot(arguments)
                if var asyncCommand = command as? AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                return (.success, "")
            } catch {
                return (BorderLogCommand.exitCode(for: error), BorderLogCommand.fullMessage(for: error))
            }
        }
    }
    // `main()` prints the message with a newline: to stdout when the exit is clean (help, version), else to stderr.
    let printed = message.isEmpty ? "" : message + "\n"
    return InProcessResult(
        status: status.rawValue, stdout: capture.stdout + (status.isSuccess ? printed : ""), stderr: capture.stderr + (status.isSuccess ? "" : printed))
}
