import Foundation

/// Finds the Google Photos Takeout sidecars of media files on disk: each folder holding one of the files is listed
/// once (hidden names left out), and its names are paired by ``TakeoutPairing``.
public enum TakeoutSidecarLookup {
    /// The sidecar path of each of `paths`, in order; nil for a file without one. A folder that cannot be listed gives
    /// no sidecars (the walk that found the files has reported it).
    public static func sidecars(for paths: [String]) -> [String?] {
        var pairsByFolder: [Substring: [String: String]] = [:]
        return paths.map { path in
            guard let slash = path.lastIndex(of: "/") else { return nil }
            let folder = path[..<slash]
            if pairsByFolder[folder] == nil { pairsByFolder[folder] = pairs(in: folder.isEmpty ? "/" : String(folder)) }
            return pairsByFolder[folder]?[String(path[path.index(after: slash)...])].map { String(folder) + "/" + $0 }
        }
    }

    private static func pairs(in folder: String) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        let visible = names.filter { !$0.hasPrefix(".") }
        let json = Set(visible.filter { $0.lowercased().hasSuffix(".json") })
        return TakeoutPairing.pair(media: visible.filter(MediaContainer.isCandidate(name:)).sorted(), json: json)
    }
}
