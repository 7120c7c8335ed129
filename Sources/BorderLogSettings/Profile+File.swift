import BorderLogModel
import Foundation

/// The profile file (`profile.json` in `ConfigFolder`), read and written whole.
extension Profile {
    /// The profile in `ConfigFolder`'s `profile.json`, or an empty one when there is no such file.
    public static func load(from url: URL) throws(ProfileError) -> Profile {
        guard FileManager.default.fileExists(atPath: url.path) else { return Profile() }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(path: url.path, reason: error.localizedDescription) }
        do {
            return try JSONDecoder().decode(Profile.self, from: data)
        } catch let error as DecodingError {
            throw .invalid(path: url.path, reason: error.readableDescription)
        } catch {
            throw .invalid(path: url.path, reason: "\(error)")
        }
    }

    /// Writes the profile whole (a temporary file renamed over the old one), creating the config folder if needed.
    public func save(to url: URL) throws(ProfileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (try encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
    }
}
