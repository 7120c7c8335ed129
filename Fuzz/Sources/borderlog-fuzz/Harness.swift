/// The harnesses, one per reader that takes bytes from a file. The raw value is the `FUZZ_TARGET` name.
enum Harness: String, CaseIterable {
    // Photos and videos
    case exif, isobmff, quicktime, png, webp, jpeg, xmp, sidecar, photolib
    // Location exports
    case records, semantic, timeline, geojson, gpx, kml, kmz, owntracks
    case locationCSV = "location-csv"
    case fit, igc, nmea, polarsteps, arc, gzip
    // Calendars, boarding passes, stays and crossings
    case ics, pkpass, bcbp, barcode, logbook, stays, crossings
    // Mail
    case markup, mime
    // Phone trackers pushing to serve
    case devices

    /// One-time setup before the first input: what the harness needs that does not come from the input.
    func prepare() {
        switch self {
        case .ics: CalendarHarness.prepare()
        case .logbook: LogbookHarness.prepare()
        case .pkpass, .bcbp: TravelDocumentHarness.prepare()
        case .records, .semantic, .timeline, .geojson, .gpx, .kml, .kmz, .owntracks, .locationCSV, .fit, .igc, .nmea, .polarsteps, .arc, .gzip:
            LocationHarness.prepare()
        default: break
        }
    }

    /// Feeds one input to the reader. Any outcome but a crash, a hang or runaway memory is a pass: readers
    /// are expected to refuse bad input with an error.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .exif: PhotoHarness.exifBlock(bytes)
        case .isobmff: PhotoHarness.isobmff(bytes)
        case .quicktime: PhotoHarness.quickTime(bytes)
        case .png: PhotoHarness.png(bytes)
        case .webp: PhotoHarness.webp(bytes)
        case .jpeg: PhotoHarness.jpeg(bytes)
        case .xmp: PhotoHarness.xmp(bytes)
        case .sidecar: PhotoHarness.sidecar(bytes)
        case .photolib: PhotoLibraryHarness.read(bytes)
        case .records: LocationHarness.read(bytes, as: .googleRecords)
        case .semantic: LocationHarness.read(bytes, as: .googleSemantic)
        case .timeline: LocationHarness.read(bytes, as: bytes.first == UInt8(ascii: "[") ? .iosTimeline : .androidTimeline)
        case .geojson: LocationHarness.read(bytes, as: .geojson)
        case .gpx: LocationHarness.read(bytes, as: .gpx)
        case .kml: LocationHarness.read(bytes, as: .kml)
        case .kmz: LocationHarness.archive(bytes)
        case .owntracks: LocationHarness.read(bytes, as: .owntracks)
        case .locationCSV: LocationHarness.read(bytes, as: .csv)
        case .fit: LocationHarness.read(bytes, as: .fit)
        case .igc: LocationHarness.read(bytes, as: .igc)
        case .nmea: LocationHarness.read(bytes, as: .nmea)
        case .polarsteps: LocationHarness.read(bytes, as: .polarsteps)
        case .arc: LocationHarness.read(bytes, as: .arc)
        case .gzip: LocationHarness.file(bytes, suffix: ".gz")
        case .ics: CalendarHarness.read(bytes)
        case .pkpass: TravelDocumentHarness.pass(bytes)
        case .bcbp: TravelDocumentHarness.barcodes(bytes)
        case .barcode: BarcodeHarness.read(bytes)
        case .logbook: LogbookHarness.read(bytes)
        case .stays: StaysHarness.parse(bytes)
        case .crossings: CrossingsHarness.parse(bytes)
        case .markup: MarkupHarness.read(bytes)
        case .devices: DeviceHarness.read(bytes)
        case .mime: MailHarness.read(bytes)
        }
    }
}
