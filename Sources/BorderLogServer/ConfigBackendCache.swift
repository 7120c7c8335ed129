import BorderLogFiles
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation
import Synchronization

/// The configuration documents in force: signed once, and again only when the rules file changes (checked with a
/// `stat` per request). The signing key is read, or created, on first use.
final class ConfigBackendCache: Sendable {
    private let rulesPath: String?
    /// The rules file, named once: finding it reads the environment, which costs more than a request.
    private let rulesFile: String
    private let keyPath: String
    private let state = Mutex<(rulesFile: KnownFiles.Stamp?, backend: ConfigBackend)?>(nil)

    init(configuration: ServerConfiguration) {
        rulesPath = configuration.rulesPath
        rulesFile = RuleBook.file(configPath: configuration.rulesPath).path
        keyPath = configuration.signingKeyPath
    }

    func current() throws -> ConfigBackend {
        let stamp = FileScan.stamp(path: rulesFile)
        if let kept = state.withLock({ $0 }), kept.rulesFile == stamp { return kept.backend }
        let backend = try ConfigBackend(
            rules: try RuleBook.current(configPath: rulesPath), bundled: try RuleBook.bundled(), key: try SigningKey.loadOrCreate(at: keyPath).key)
        state.withLock { $0 = (stamp, backend) }
        return backend
    }
}
