import Foundation

/// Runs a built BorderLog executable as a user would, capturing exit status and both streams.
public struct CommandResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    /// stdout parsed as one JSON object.
    public var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
}

/// The products directory holding the executables `swift test` built alongside the tests.
public func productsDirectory() -> URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("borderlog").path) { return url }
        url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug")
}

public func run(_ executable: String = "borderlog", _ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
    try run(executableURL: productsDirectory().appendingPathComponent(executable), arguments, environment: environment)
}

/// Runs any program (a pipeline script through bash, say) with the same clean environment.
public func run(executableURL: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
    let process = Process()
    process.executableURL = executableURL
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "BORDERLOG_STORE")
    env.removeValue(forKey: "BORDERLOG_RULES")
    env.removeValue(forKey: "BORDERLOG_ALERTS")
    env.removeValue(forKey: "BORDERLOG_SENDMAIL")
    env["XDG_CONFIG_HOME"] = "/nonexistent-borderlog-test-config"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}
