import BorderLogSettings
import Foundation

/// The bearer token of the API: read from a file, or created there on first start (random, 64 hex digits, mode 0600).
public enum ServerToken {
    /// The default token file: `$XDG_CONFIG_HOME/borderlog/server-token`, else `~/.config/borderlog/server-token`.
    public static func defaultPath(environment: [String: String] = ProcessEnvironment.current) -> String {
        ConfigFolder(environment: environment).serverTokenFile.path
    }

    /// The token in `path`, created when the file does not exist; an existing file is used unchanged.
    public static func load(path: String) throws(ServerTokenError) -> String {
        if let data = FileManager.default.contents(atPath: path) {
            let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard token.count >= 32 else { throw ServerTokenError(path: path, reason: "the token in it is shorter than 32 characters") }
            return token
        }
        var bytes = [UInt8](repeating: 0, count: 32)
        for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255) }
        let token = bytes.map { String(format: "%02x", $0) }.joined()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ServerTokenError(path: path, reason: error.localizedDescription)
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ServerTokenError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let line = token + "\n"
        guard line.withCString({ write(fd, $0, strlen($0)) }) == line.utf8.count else {
            throw ServerTokenError(path: path, reason: String(cString: strerror(errno)))
        }
        return token
    }

    /// Compares without an early exit, so the time taken says nothing about how much of a guess was right.
    static func matches(_ given: Substring, _ token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        var difference = a.count ^ b.count
        for index in 0..<max(a.count, b.count) {
            difference |= Int((index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0))
        }
        return difference == 0
    }
}

/// The token file could not be read or created.
public struct ServerTokenError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot use the token file \(path): \(reason). Pass --token-file PATH." }
}
