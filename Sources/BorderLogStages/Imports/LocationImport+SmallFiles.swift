import BorderLogGeo
import BorderLogLocations
import BorderLogModel
import BorderLogStore

extension LocationImport {
    /// Consecutive small files: read whole on `readingThreads` threads (parsed, placed and thinned there), written on
    /// this thread in scan order, several files to a transaction. A file's source row is stamped in the transaction
    /// that writes its signals, so a killed run leaves each file imported wholly or not at all.
    func importSmall(_ files: [FileScan.Entry], report: LocationImportReport) throws {
        let reading = ReadAhead(files, threads: options.readingThreads, budget: Self.readAhead) { [options, index] file in
            Result { try SmallFile.read(file, options: options, index: index) }
        }
        defer { reading.stop() }
        var group: [SmallFile] = []
        var signals = 0, bytes: Int64 = 0
        while let next = reading.next() {
            let file: SmallFile
            do {
                file = try next.get()
            } catch {
                try write(group, report: report)  // the files before it stand, as when files are read one by one
                throw error
            }
            group.append(file)
            signals += file.signals.count
            bytes += file.entry.size
            report.reading(bytes)
            if signals >= Self.chunkSize || group.count >= Self.filesPerTransaction {
                try write(group, report: report)
                group.removeAll()
                signals = 0
                bytes = 0
            }
        }
        try write(group, report: report)
    }

    /// Writes the files of `group` in one transaction, then reports them.
    private func write(_ group: [SmallFile], report: LocationImportReport) throws {
        var reads = group.map(\.read)
        if let store {
            let written = group.indices.filter { group[$0].isWritten }
            let counts = try store.importSignalsPerSource(batch: written.map { (group[$0].source, group[$0].signals) })
            for (position, count) in zip(written, counts) {
                reads[position].result.added = count.added
                reads[position].result.alreadyStored = count.unchanged
            }
        }
        for (file, read) in zip(group, reads) { report.finished(file.entry, read) }
    }

    /// A small file read whole on a reading thread: how the reading went and the signals kept, until the writer takes it.
    struct SmallFile: Sendable {
        let entry: FileScan.Entry
        let contentHash: String
        let read: LocationFileRead
        let signals: [Signal]

        /// Reads, places and thins `file` (what a streamed file's reading thread and worker do between them).
        static func read(_ file: FileScan.Entry, options: LocationImportOptions, index: GeoIndex?) throws -> SmallFile {
            let contentHash = try FileScan.contentHash(file.path, size: file.size)
            var stream = LocationSignalStream(index: index, thinning: options.thinning)
            var signals: [Signal] = []
            let sink = LocationSink(path: file.path) { point in stream.offer(point) { signals.append($0) } }
            var read = try LocationFileRead.read(file, with: LocationFileReader(format: options.format), into: sink)
            stream.finish { signals.append($0) }
            signals += sink.countryPoints.map { LocationSignalMapper.signal($0) }
            read.result.kept = signals.count
            return SmallFile(entry: file, contentHash: contentHash, read: read, signals: signals)
        }

        /// An imported file is written, stamped, even without signals, so that a rerun passes it by. A refused one is
        /// written only when some points were read before it was refused, unstamped: what a streamed file leaves.
        var isWritten: Bool { read.result.outcome == .imported || !signals.isEmpty }

        var source: SourceRecord { LocationImport.source(entry, contentHash: contentHash, stamped: read.result.outcome == .imported) }
    }
}
