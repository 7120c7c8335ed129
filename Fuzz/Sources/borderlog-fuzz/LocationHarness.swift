import BorderLogFiles
import BorderLogGeo
@testable import BorderLogLocations

/// Location exports: the input is read as one format (the sniffer is run on it too but not obeyed, so every
/// harness reaches its reader), and every point goes on through the signal stream, as an import does.
enum LocationHarness {
    /// The geo index, loaded once: the signal stream places points in their zones with it.
    nonisolated(unsafe) private static var index: GeoIndex?

    static func prepare() {
        index = GeoIndexLoader.loadOrExit()
    }

    /// One stream of `format`, as a file's content after its format was sniffed.
    static func read(_ bytes: [UInt8], as format: LocationFormat) {
        guard let head = try? LocationHeadSource(MemoryByteStream(bytes)) else { return }
        _ = LocationFormatSniffer.sniff(head.text)
        let (sink, finish) = streamingSink()
        _ = try? LocationFileReader().read(head, format: format, name: "fuzz", sink: sink)
        finish()
    }

    /// A zip archive (Takeout, KMZ): members listed, sniffed and read through the inflating member source.
    static func archive(_ bytes: [UInt8]) {
        let path = ScratchFile.write(bytes, suffix: ".zip")
        let (sink, finish) = streamingSink()
        _ = try? LocationFileReader(format: .zip).read(path: path, sink: sink)
        finish()
    }

    /// A file found by content, as a folder's files are: a gzip inflated and what it holds sniffed and read.
    static func file(_ bytes: [UInt8], suffix: String) {
        let path = ScratchFile.write(bytes, suffix: suffix)
        let (sink, finish) = streamingSink()
        _ = try? LocationFileReader().read(path: path, sink: sink)
        finish()
    }

    /// A sink that passes each point to a signal stream, and the call that ends the stream.
    private static func streamingSink() -> (LocationSink, () -> Void) {
        var stream = LocationSignalStream(index: index, thinning: LocationThinning())
        let sink = LocationSink(path: "fuzz") { point in stream.offer(point) { _ in } }
        return (sink, { stream.finish { _ in } })
    }
}
