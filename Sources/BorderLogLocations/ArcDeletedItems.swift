import BorderLogArchive
import BorderLogCore
import BorderLogJSON
import Foundation

/// The timeline items an Arc / LocoKit2 export marks `disabled` or `deleted`, read from its `items/` folder, so that
/// the samples of its `samples/` files that belong to them (`timelineItemId`) give nothing, as the items do.
///
/// The bucketed export keeps an item and its samples in different files. Each export folder's items are read once
/// per process and kept while its `items/` files are unchanged (names, sizes and modification times).
final class ArcDeletedItems: @unchecked Sendable {
    static let shared = ArcDeletedItems()

    private let lock = NSLock()
    private var cache: [String: (listing: [String], ids: Set<String>)] = [:]

    /// The items to pass by for a samples file at `path`: those of the export whose `samples/` folder holds it, or
    /// none when it is not in such an export (a lone file, a zip member).
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
        for file in files { Self.collect(file, into: &ids) }
        cache[root] = (listing, ids)
        return ids
    }

    /// Adds the ids of `file`'s disabled and deleted items. A file that cannot be read adds nothing here: its own
    /// import names what is wrong with it.
    private static func collect(_ file: String, into ids: inout Set<String>) {
        var found = Set<String>()
        let collector = JSONRecordCollector(onRecord: { _, value in
            let base = value["base"] ?? .null
            guard base["disabled"] == .bool(true) || base["deleted"] == .bool(true), let id = base["id"]?.string else { return }
            found.insert(id)
        }, onOversized: { _ in })
        do {
            let head = try LocationHeadSource(try FileByteSource(path: file))
            let source: ByteStream = GzipStream.isGzip(head: head.text) ? try GzipStream(head, name: file) : head
            try JSONEventParser(handler: collector).parse(source)
        } catch {}
        ids.formUnion(found)
    }
}
