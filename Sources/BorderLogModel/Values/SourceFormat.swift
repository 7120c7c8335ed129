/// What kind of file a stored source is, as the `source` table's `format` column holds it.
public enum SourceFormat: String, Codable, Sendable, CaseIterable {
    /// A photo or video, read for its metadata.
    case photo
    /// A location export (Takeout, Timeline, GPX, KML, GeoJSON, OwnTracks, CSV).
    case location
    /// An iCalendar file, read for flights.
    case calendar
    /// A mailbox (mbox, `.eml`, a Maildir message, or a zip holding them), read for booking markup.
    case mail
    /// The user's stays CSV.
    case staysCSV = "stays-csv"
    /// A crossings CSV or an I-94 travel history.
    case crossings
    /// A flight logbook (Flighty, myFlightradar24, App in the Air, OpenFlights, JetLog, AirTrail, Miles & More).
    case logbook
    /// Points a phone tracker pushed to `borderlog serve`, one source per device (`device:NAME`), named by its app.
    case owntracks, overland, gpslogger, traccar
}
