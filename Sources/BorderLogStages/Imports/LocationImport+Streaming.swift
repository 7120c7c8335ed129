import BorderLogLocations
import BorderLogStore

extension LocationImport {
    /// One large file, streamed: this thread parses and hands points over in chunks; a `LocationPointWorker` places,
    /// thins and writes them, `chunkSize` signals to a transaction, under an unstamped source row. The row is stamped
    /// once the last chunk is written.
    func importStreaming(_ file: FileScan.Entry, report: LocationImportReport) throws {
        let contentHash = try FileScan.contentHash(file.path, size: file.size)
        let unstamped = Self.source(file, contentHash: contentHash, stamped: false)
        let worker = LocationPointWorker(stream: LocationSignalStream(index: index, thinning: options.thinning), store: store, source: unstamped)
        var points: [LocationPoint] = []
        points.reserveCapacity(Self.pointChunkSize)
        let sink = LocationSink(path: file.path) { point in
            points.append(point)
            if points.count >= Self.pointChunkSize {
                worker.submit(points)
                points.removeAll(keepingCapacity: true)
            }
        }
        var read: LocationFileRead
        do {
            read = try LocationFileRead.read(file, with: LocationFileReader(format: options.format), into: sink, progress: report.reading)
        } catch {
            _ = try? worker.finish()  // what was handed over is written; the worker thread ends
            throw error
        }
        if !points.isEmpty { worker.submit(points) }
        let totals = try worker.finish()
        read.result.kept = totals.kept
        read.result.added = totals.added
        read.result.alreadyStored = totals.unchanged
        // Countries without a position are few and pass by thinning: written as one batch after the points.
        let countries = sink.countryPoints.map { LocationSignalMapper.signal($0) }
        read.result.kept += countries.count
        if !countries.isEmpty, let store {
            let written = try store.importSignals(batch: [(unstamped, countries)])
            read.result.added += written.added
            read.result.alreadyStored += written.unchanged
        }
        if read.result.outcome == .imported, let store {
            try store.importSignals(batch: [(Self.source(file, contentHash: contentHash, stamped: true), [])])
        }
        report.finished(file, read)
    }
}
