import Foundation

/// A fresh directory under the system temp folder, removed when the value is released.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("borderlog-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `contents` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ contents: String) -> String {
        write(name, bytes: Array(contents.utf8))
    }

    /// Writes `bytes` to `name` (creating its folders) and returns its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) -> String {
        let path = path(name)
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The repository's `samples/` folder, for tests that read the demo's evidence.
public func samplesPath(_ name: String, file: StaticString = #filePath) -> String {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples").appendingPathComponent(name).path
}
