import BorderLogFiles
import BorderLogGeo
import BorderLogModel
import BorderLogPhotoLibrary
import BorderLogPhotos
import BorderLogStore
import Foundation

/// One Photos library in a photo import (docs/evidence/photos.md, "Apple Photos libraries"): every asset is the source
/// `LIBRARY!/UUID`, its content hash a fingerprint of what the signal is made of, and the library itself a source
/// stamped with its database's size and modification time.
///
/// - An unchanged database is not opened. A changed one is read whole (reading is quick; it is the store that is
///   slow), and only assets new or changed since are written; assets gone from it (deleted, or moved to the trash)
///   lose their signals then.
/// - An asset whose original file name and size are those of a photo file already imported (an export of the library,
///   a copy on disk) is that photo: it is recorded without a signal. Photos' database holds no EXIF, so the match
///   cannot go by content as files do. A photo file imported after its library is not matched (it counts twice,
///   which changes no day).
/// - Assets are written in batches, one transaction each, and the library's own row last: a killed import reads the
///   library again and writes only what it had not.
struct PhotoLibraryImport {
    static let batchSize = 5_000

    let library: PhotoLibrary
    let imports: ImportRun<PhotoImportSummary>
    let since: LocalDay?
    var store: Store? { imports.store }
    var context: StageContext { imports.context }

    /// Imports the library unless `known` says its database is unchanged.
    func run(known: KnownFiles, resolve: () -> (@Sendable (Coordinate) -> GeoResolution?)?, into summary: inout PhotoImportSummary) throws {
        guard let stamp = library.stamp() else {
            summary.seen += 1
            report(library.path, PhotoLibraryError.noDatabase(library.database).description, into: &summary)
            return
        }
        if let store, known.stamp(path: library.path) == KnownFiles.Stamp(size: stamp.size, mtime: stamp.mtime) {
            let assets = try store.sourceCount(under: SourcePath.membersPrefix(of: library.path), format: .photo)
            summary.librariesUnchanged += 1
            summary.seen += assets
            summary.unchanged += assets
            return
        }
        let contents: PhotoLibraryReader.Contents
        do { contents = try PhotoLibraryReader.read(library) } catch {
            summary.seen += 1
            report(library.path, error.description, into: &summary)
            return
        }
        summary.libraries += 1
        summary.trashedAssets += contents.trashed
        summary.seen += contents.assets.count
        context.logger.info("photos: \(library.path): \(contents.schema.name), \(contents.assets.count) assets")

        let mapper = LibraryAssetMapper(resolve: resolve())
        let storedAssets = try store?.sourceHashes(under: SourcePath.membersPrefix(of: library.path), format: .photo) ?? [:]
        let copies = try exportedCopies()
        var current = Set<String>()
        var batch: [(source: SourceRecord, signals: [Signal])] = []
        for asset in contents.assets {
            let path = SourcePath.member(asset.uuid, of: library.path)
            let shown = asset.originalFilename.map { "\(path) (\($0))" } ?? path
            let mapped: LibraryAssetMapper.Mapped
            switch mapper.map(asset) {
            case .failure(let rejection):
                report(shown, rejection.description, into: &summary)
                continue
            case .success(let success): mapped = success
            }
            for warning in mapped.warnings { context.observer.report(InputIssue(.warning, path: shown, message: warning)) }
            if let since, mapped.signal.day < since {
                summary.beforeSince += 1
                continue
            }
            current.insert(path)
            let isCopy = asset.exportKey.map(copies.contains) ?? false
            let hash = "photos-asset:" + asset.fingerprint + (isCopy ? ":copy" : "")
            // Each asset seen is in one part of the summary: unchanged, with GPS, without GPS (or rejected, or before
            // --since, above).
            if storedAssets[path] == hash {
                summary.unchanged += 1
                continue
            }
            if mapped.signal.coordinate != nil { summary.withGPS += 1 } else { summary.withoutGPS += 1 }
            if isCopy { summary.duplicates += 1 }
            let source = SourceRecord(path: path, format: .photo, size: asset.originalFileSize ?? 0, mtime: 0, contentHash: hash)
            batch.append((source, isCopy ? [] : [mapped.signal]))
            if batch.count == Self.batchSize { try write(&batch, into: &summary) }
        }
        try write(&batch, into: &summary)
        guard let store else { return }
        let gone = storedAssets.keys.filter { !current.contains($0) }
        if !gone.isEmpty {
            try store.removeSources(paths: gone)
            summary.assetsRemoved += gone.count
        }
        let row = SourceRecord(
            path: library.path, format: .photo, size: stamp.size, mtime: stamp.mtime, contentHash: "photos-library:\(contents.modelVersion)")
        try store.importSignals(batch: [(row, [])])
    }

    /// Photo files already imported, by name and size: the copies of library assets on disk.
    private func exportedCopies() throws -> Set<LibraryAsset.ExportKey> {
        guard let store else { return [] }
        let files = try store.sourceSizes(format: .photo, hashPrefix: "photo:")
        return Set(files.map { LibraryAsset.ExportKey(name: ($0.path as NSString).lastPathComponent, size: $0.size) })
    }

    private func write(_ batch: inout [(source: SourceRecord, signals: [Signal])], into summary: inout PhotoImportSummary) throws {
        defer { batch.removeAll(keepingCapacity: true) }
        guard !batch.isEmpty else { return }
        try imports.write(batch, into: &summary)
        if !imports.writes {
            summary.found += batch.compactMap { item in item.signals.first.map { PhotoLine(path: item.source.path, signal: $0) } }
        }
    }

    private func report(_ path: String, _ message: String, into summary: inout PhotoImportSummary) {
        context.observer.report(InputIssue(path: path, message: message))
        summary.rejected += 1
    }
}
