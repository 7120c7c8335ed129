import BorderLogModel
import BorderLogSettings
import Foundation

/// What `borderlog init` did: the files it wrote, the files it found and left alone.
public struct ConfigInit: Sendable, Equatable {
    public var created: [String] = []
    public var kept: [String] = []
}

extension Stages {
    /// Writes the starter rules file, sources file and alerts example (`alerts.example.json` beside the alerts file)
    /// where BorderLog reads them, creating their folders (0700) and each file (0600) only when it does not exist: a
    /// file already there is kept byte for byte.
    public static func initConfig(rulesFile: URL, sourcesFile: URL, alertsFile: URL, home: String) throws -> ConfigInit {
        let files = [
            (rulesFile, StarterRulesFile(library: try RuleBook.bundled()).text),
            (sourcesFile, StarterSourcesFile(home: home).text),
            (alertsFile.deletingLastPathComponent().appendingPathComponent("alerts.example.json"), StarterAlertsFile().text),
        ]
        var result = ConfigInit()
        for (url, text) in files {
            if try createOnce(url, text) { result.created.append(url.path) } else { result.kept.append(url.path) }
        }
        return result
    }

    /// Creates `url` with `text` unless it exists; false when it did (checked and created in one step, `O_EXCL`).
    private static func createOnce(_ url: URL, _ text: String) throws(ConfigInitError) -> Bool {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ConfigInitError(path: folder.path, reason: error.localizedDescription)
        }
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0, errno == EEXIST { return false }
        guard fd >= 0 else { throw ConfigInitError(path: url.path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            let reason = String(cString: strerror(errno))
            unlink(url.path)
            throw ConfigInitError(path: url.path, reason: reason)
        }
        return true
    }
}

/// A config file or folder `init` could not create.
public struct ConfigInitError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String {
        "cannot create \(path): \(reason). Set XDG_CONFIG_HOME to a writable folder, or create the file by hand."
    }
}
