import BorderLogArchive
import Foundation

extension SampleTakeout {
    /// The sample Takeout (``write(to:)``) as Google delivers it: `takeout-20240701T101500Z-001.zip` in `folder`, or
    /// with `parts` > 1 also `-002.zip`, …, the files dealt out in turn so that most sidecars sit in another part than
    /// their photos. Member paths start with `Takeout/`; returns the archives' paths.
    public static func writeZips(into folder: String, parts: Int = 1, compression: ZipWriter.Compression = .deflated) throws -> [String] {
        let unpacked = FileManager.default.temporaryDirectory.appendingPathComponent("sample-takeout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: unpacked) }
        try write(to: unpacked)
        let files = try FileManager.default.subpathsOfDirectory(atPath: unpacked).sorted().filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: unpacked + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        var members = [[(path: String, contents: Data)]](repeating: [], count: parts)
        for (index, path) in files.enumerated() {
            members[index % parts].append((path, try Data(contentsOf: URL(fileURLWithPath: unpacked + "/" + path))))
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try members.enumerated().map { part, contents in
            let path = folder + "/" + String(format: "takeout-20240701T101500Z-%03d.zip", part + 1)
            try ZipWriter.write(contents, to: path, compression: compression)
            return path
        }
    }
}
