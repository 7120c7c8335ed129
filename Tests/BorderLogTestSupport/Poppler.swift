import Foundation

/// Debian's poppler-utils, as an adviser's PDF reader: the text a reader can select and search, and the pages as
/// pictures.
public enum Poppler {
    /// Whether `pdftotext` and `pdftoppm` are installed (`make test` installs them).
    public static var isInstalled: Bool {
        ["pdftotext", "pdftoppm", "pdfinfo"].allSatisfy { FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") }
    }

    /// The document's text, or one page's (`pdftotext -f N -l N`); with `layout`, lines keep the page's physical
    /// layout (table rows stay on one line).
    public static func text(_ pdf: String, page: Int? = nil, layout: Bool = false) throws -> String {
        let pages = page.map { ["-f", "\($0)", "-l", "\($0)"] } ?? []
        return try tool("pdftotext", pages + (layout ? ["-layout"] : []) + ["-enc", "UTF-8", pdf, "-"]).stdout
    }

    /// The page count `pdfinfo` reads.
    public static func pages(_ pdf: String) throws -> Int {
        let info = try tool("pdfinfo", [pdf]).stdout
        return info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// Renders every page as `prefix-N.png` at `dpi` and returns the files in page order.
    public static func renderPages(_ pdf: String, prefix: String, dpi: Int = 60) throws -> [String] {
        _ = try tool("pdftoppm", ["-png", "-r", "\(dpi)", pdf, prefix])
        let folder = (prefix as NSString).deletingLastPathComponent
        let stem = (prefix as NSString).lastPathComponent + "-"
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix(stem) && $0.hasSuffix(".png") }.sorted().map { folder + "/" + $0 }
    }

    private static func tool(_ name: String, _ arguments: [String]) throws -> CommandResult {
        let result = try run(executableURL: URL(fileURLWithPath: "/usr/bin/\(name)"), arguments)
        guard result.status == 0 else { throw PopplerFailed(tool: name, message: result.stderr) }
        return result
    }

    public struct PopplerFailed: Error, CustomStringConvertible {
        public let tool: String
        public let message: String
        public var description: String { "\(tool) failed: \(message)" }
    }
}
