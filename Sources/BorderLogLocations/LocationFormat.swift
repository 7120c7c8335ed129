/// The export formats `borderlog locations` reads, as named on the command line (`--format`).
public enum LocationFormat: String, Sendable, CaseIterable {
    /// Google Takeout `Records.json`: `locations[]` with `latitudeE7`, `longitudeE7`, `timestamp`/`timestampMs`.
    case googleRecords = "records"
    /// Google Semantic Location History monthly files: `timelineObjects[]`.
    case googleSemantic = "semantic"
    /// Android on-device Timeline export: `semanticSegments[]`, `rawSignals[]`.
    case androidTimeline = "android"
    /// iOS Timeline export: a top-level array with `geo:lat,lng` strings.
    case iosTimeline = "ios"
    case gpx
    /// Garmin Training Center XML (`Trackpoint` with `Position`), read by the GPX reader.
    case tcx
    case kml
    case kmz
    /// GeoJSON features, Overland batches (`locations[]` of features) and flat `locations[]` of lat/lon/time.
    case geojson
    /// OwnTracks recorder `.rec` files: one JSON payload per line.
    case owntracks
    /// CSV with recognisable latitude, longitude and time columns.
    case csv
    /// Garmin FIT activity files from watches and bike computers (binary; `record` messages).
    case fit
    /// IGC flight logs from gliders and paragliders (`B` fixes dated by `HFDTE`).
    case igc
    /// NMEA 0183 receiver logs (`RMC`, `GGA` from any talker; Magellan `PMGNTRK`).
    case nmea
    /// Polarsteps `trip.json`: the `all_steps` of a trip, each a place and a start time (its `locations.json` is
    /// read as `geojson`, flat `locations[]` of lat/lon/time).
    case polarsteps
    /// Arc / LocoKit2 exports: `samples/*.json[.gz]` (location samples), `items/*.json[.gz]` (timeline items, visits
    /// and trips, with any samples they embed), `places/*.json` and `metadata.json` (recognised, no points).
    case arc
    /// A zip archive (a Google Takeout) whose location files are read without unpacking.
    case zip
    /// A gzip file (`.gz`, a zip's `.gz` member: Strava's `activities/*.gpx.gz`), inflated as it is read; what it
    /// holds is recognised by content and reported as its format.
    case gzip

    public var isJSON: Bool {
        switch self {
        case .googleRecords, .googleSemantic, .androidTimeline, .iosTimeline, .geojson, .polarsteps, .arc: true
        default: false
        }
    }
}
