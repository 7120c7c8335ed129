import BorderLogArchive
import BorderLogFiles
import BorderLogJSON
import BorderLogModel
import Foundation

/// The timeline items an Arc / LocoKit2 export marks `disabled` or `deleted`, read from its `items/` folder, so that
/// the samples of its `samples/` files that belong to them (`timelineItemId`) give nothing, as the items do.
///
/// The bucketed export keeps an item and its samples in different files. Each export folder's items are read once
/// per process and kept while its `items/` files are unchanged (names, sizes and modification times). An export kept
/// as a zip is read the same way from its members (`Archive`), once per archive read.
final class ArcDeletedItems: @unchecked Sendable {
    static let shared = ArcDeletedItems()

    private let lock = NSLock()
    private var cache: [String: (listing: [String], ids: Set<String>)] = [:]

    /// The items to pass by for a samples file at `path`: those of the export whose `samples/` folder holds it, or
    /// none when it is not in such an export (a lone file; a zip member is `Archive`'s).
    func ids(forSamplesAt path: String) -> Set<String> {
        let folder = (path as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "samples" else { return [] }
        let root = (folder as NSString).deletingLastPathComponent
        let items = (root as NSString).appendingPathComponent("items")
        guard FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("metadata.json")),
              let names = try? FileManager.default.contentsOfDirectory(atPath: items) else { return [] }
        let files = names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".json.gz") }.sorted().map { (items as NSString).appendingPathComponent($0) }
        let listing = files.map { file -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            return "\(file)|\((attributes?[.size] as? NSNumber)?.int64Value ?? -1)|\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[root], cached.listing == listing { return cached.ids }
        var ids = Set<String>()
        for file in files { Self.collect(name: file, { try FileByteSource(path: file) }, into: &ids) }
        cache[root] = (listing, ids)
        return ids
    }

    /// The same for the members of one zip archive (an export folder zipped whole, at its root or in a folder of
    /// it): a `samples/` member's items are the `items/` members beside it, when `metadata.json` is there too. Each
    /// export's items are read once, on its first samples member.
    struct Archive {
        let archive: ZipArchive
        private var found: [String: Set<String>] = [:]

        init(_ archive: ZipArchive) {
            self.archive = archive
        }

        /// The items to pass by for the member at `path`; none when it is not in a `samples/` folder of an export.
        mutating func ids(forSamplesMember path: String) -> Set<String> {
            var components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count >= 2, components[components.count - 2] == "samples" else { return [] }
            components.removeLast(2)
            let root = components.map { $0 + "/" }.joined()
            if let known = found[root] { return known }
            var ids = Set<String>()
            if archive.member(at: root + "metadata.json") != nil {
                for member in archive.members where member.isContent && ArcDeletedItems.isItemsFile(member.path, under: root) {
                    ArcDeletedItems.collect(name: SourcePath.member(member.path, of: archive.name), { try archive.stream(member) }, into: &ids)
                }
            }
            found[root] = ids
            return ids
        }
    }

    /// `items/NAME.json` or `items/NAME.json.gz` right under `root` (which is empty or ends with `/`).
    static func isItemsFile(_ path: String, under root: String) -> Bool {
        guard path.hasPrefix(root + "items/") else { return false }
        let name = path.dropFirst(root.count + "items/".count)
        return !name.contains("/") && (name.hasSuffix(".json") || name.hasSuffix(".json.gz"))
    }

    /// Adds the ids of the disabled and deleted items in the stream `open` gives (an items file, gzipped or not). One
    /// that cannot be read adds nothing here: its own import names what is wrong with it.
    private static func collect(name: String, _ open: () throws -> ByteStream, into ids: inout Set<String>) {
        var found = Set<String>()
        let collector = JSONRecordCollector(onRecord: { _, value in
            let base = value["base"] ?? .null
            guard base["disabled"] == .bool(true) || base["deleted"] == .bool(true), let id = base["id"]?.string else { return }
            found.insert(id)
        }, onOversized: { _ in })
        do {
            let head = try LocationHeadSource(try open())
            let source: ByteStream = GzipStream.isGzip(head: head.text) ? try GzipStream(head, name: name) : head
            try JSONEventParser(handler: collector).parse(source)
        } catch {}
        ids.formUnion(found)
    }
}
