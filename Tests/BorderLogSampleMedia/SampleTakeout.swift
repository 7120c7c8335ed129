import Foundation

/// A small Google Photos Takeout folder with the naming quirks of real exports: photos whose EXIF has no GPS (and
/// one without a date), each beside its JSON sidecar under one of Google's names, plus a broken sidecar, a sidecar
/// that disagrees with its photo, and album metadata that is not a sidecar.
///
/// Layout under `root` (each photo with the place its sidecar gives; EXIF dates are local wall times):
/// ```
/// Takeout/Google Photos/print-subscriptions.json                      not a sidecar
/// Takeout/Google Photos/Photos from 2024/
///   IMG_0001.jpg                 + IMG_0001.jpg.json                             Paris
///   IMG_0002.jpg (no EXIF date)  + IMG_0002.jpg.supplemental-metadata.json       Rome, taken 2024-06-02T10:00:00Z
///   IMG_20240603_101500_HDR.jpg   + IMG_20240603_101500_HDR.jpg.supplemental-metad.json     Madrid (cut at 46)
///   Urlaub in Knaufspesch in der Schneifel (38).JPG + …Schneifel (38).JP.json     Prüm, Germany (cut at 46)
///   IMG_0005.jpg                 + IMG_0005.jpg.json                             Vienna
///   IMG_0005(1).jpg              + IMG_0005.jpg(1).json                          Prague (a duplicate's own)
///   IMG_0006.jpg, IMG_0006-edited.jpg          + IMG_0006.jpg.json               Lisbon (shared by the edit)
///   IMG_0007-bearbeitet.jpg      + IMG_0007.jpg.json                             Zürich (edited, German; no original)
///   IMG_0008-modifié.jpg         + IMG_0008.jpg.supplemental-metadata.json       Brussels (edited, French)
///   IMG_0009.HEIC, IMG_0009.MP4  + IMG_0009.HEIC.json                            Amsterdam (Live Photo)
///   IMG_0010.jpg                 + IMG_0010.jpg.json (truncated JSON)            broken: EXIF date kept, no place
///   IMG_0011.jpg (EXIF GPS Paris) + IMG_0011.jpg.json                            Tokyo: disagrees, EXIF kept
///   IMG_0012.jpg                 + IMG_0012.jpg.json                             Berlin, but taken 8 days later
/// Takeout/Google Photos/Trip to Vienna/
///   metadata.json                                                                album metadata, not a sidecar
///   IMG_0013.jpg                 + IMG_0013.jpg.json                             Vienna
/// ```
public enum SampleTakeout {
    /// The folder of the year's photos, relative to the root.
    public static let yearFolder = "Takeout/Google Photos/Photos from 2024"
    public static let albumFolder = "Takeout/Google Photos/Trip to Vienna"

    /// Where each photo's sidecar says it was (the photos whose sidecar gives one), by path relative to the root.
    public static let sidecarPlaces: [String: (latitude: Double, longitude: Double)] = [
        "\(yearFolder)/IMG_0001.jpg": (48.8566, 2.3522),
        "\(yearFolder)/IMG_0002.jpg": (41.9028, 12.4964),
        "\(yearFolder)/IMG_20240603_101500_HDR.jpg": (40.4168, -3.7038),
        "\(yearFolder)/Urlaub in Knaufspesch in der Schneifel (38).JPG": (50.2079, 6.4203),
        "\(yearFolder)/IMG_0005.jpg": (48.2082, 16.3738),
        "\(yearFolder)/IMG_0005(1).jpg": (50.0755, 14.4378),
        "\(yearFolder)/IMG_0006.jpg": (38.7223, -9.1393),
        "\(yearFolder)/IMG_0006-edited.jpg": (38.7223, -9.1393),
        "\(yearFolder)/IMG_0007-bearbeitet.jpg": (47.3769, 8.5417),
        "\(yearFolder)/IMG_0008-modifié.jpg": (50.8503, 4.3517),
        "\(yearFolder)/IMG_0009.HEIC": (52.3676, 4.9041),
        "\(yearFolder)/IMG_0009.MP4": (52.3676, 4.9041),
        "\(yearFolder)/IMG_0012.jpg": (52.5200, 13.4050),
        "\(albumFolder)/IMG_0013.jpg": (48.2082, 16.3738),
    ]

    /// The photo whose sidecar is broken, the one whose sidecar places it in Tokyo while its EXIF says Paris, and the
    /// one whose sidecar time is eight days after its EXIF time.
    public static let broken = "\(yearFolder)/IMG_0010.jpg"
    public static let placeConflict = "\(yearFolder)/IMG_0011.jpg"
    public static let timeConflict = "\(yearFolder)/IMG_0012.jpg"
    /// The photo with no date of its own: its day comes from the sidecar.
    public static let undated = "\(yearFolder)/IMG_0002.jpg"

    /// Writes the Takeout folder under `root` (created when missing).
    public static func write(to root: String) throws {
        let year = yearFolder, album = albumFolder
        func photo(_ name: String, _ metadata: SamplePhotoMetadata) throws {
            try put("\(name)", SampleMedia.jpeg(metadata))
        }
        func put(_ path: String, _ bytes: [UInt8]) throws {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        func sidecar(_ path: String, title: String, taken: String, place: (latitude: Double, longitude: Double)?) throws {
            try put(path, Array(sidecarJSON(title: title, taken: taken, place: place).utf8))
        }
        func dated(_ wall: String) -> SamplePhotoMetadata { SamplePhotoMetadata(dateTimeOriginal: wall, make: "Google", model: "Pixel 8") }
        let place = { (name: String) in sidecarPlaces["\(year)/\(name)"] }

        try put("Takeout/Google Photos/print-subscriptions.json", Array(#"{"printSubscriptions": []}"#.utf8))

        try photo("\(year)/IMG_0001.jpg", dated("2024:06:01 10:00:00"))
        try sidecar("\(year)/IMG_0001.jpg.json", title: "IMG_0001.jpg", taken: "2024-06-01T08:00:00Z", place: place("IMG_0001.jpg"))

        try photo("\(year)/IMG_0002.jpg", SamplePhotoMetadata(make: "Google", model: "Pixel 8"))
        try sidecar("\(year)/IMG_0002.jpg.supplemental-metadata.json", title: "IMG_0002.jpg", taken: "2024-06-02T10:00:00Z", place: place("IMG_0002.jpg"))

        try photo("\(year)/IMG_20240603_101500_HDR.jpg", dated("2024:06:03 12:15:00"))
        try sidecar("\(year)/IMG_20240603_101500_HDR.jpg.supplemental-metad.json", title: "IMG_20240603_101500_HDR.jpg",
                    taken: "2024-06-03T10:15:00Z", place: place("IMG_20240603_101500_HDR.jpg"))

        let urlaub = "Urlaub in Knaufspesch in der Schneifel (38).JPG"
        try photo("\(year)/\(urlaub)", dated("2024:06:04 15:00:00"))
        try sidecar("\(year)/Urlaub in Knaufspesch in der Schneifel (38).JP.json", title: urlaub, taken: "2024-06-04T13:00:00Z", place: place(urlaub))

        try photo("\(year)/IMG_0005.jpg", dated("2024:06:05 09:00:00"))
        try sidecar("\(year)/IMG_0005.jpg.json", title: "IMG_0005.jpg", taken: "2024-06-05T07:00:00Z", place: place("IMG_0005.jpg"))
        try photo("\(year)/IMG_0005(1).jpg", dated("2024:06:05 18:00:00"))
        try sidecar("\(year)/IMG_0005.jpg(1).json", title: "IMG_0005.jpg", taken: "2024-06-05T16:00:00Z", place: place("IMG_0005(1).jpg"))

        try photo("\(year)/IMG_0006.jpg", dated("2024:06:06 11:00:00"))
        try photo("\(year)/IMG_0006-edited.jpg", dated("2024:06:06 11:00:01"))
        try sidecar("\(year)/IMG_0006.jpg.json", title: "IMG_0006.jpg", taken: "2024-06-06T10:00:00Z", place: place("IMG_0006.jpg"))

        try photo("\(year)/IMG_0007-bearbeitet.jpg", dated("2024:06:07 14:00:00"))
        try sidecar("\(year)/IMG_0007.jpg.json", title: "IMG_0007.jpg", taken: "2024-06-07T12:00:00Z", place: place("IMG_0007-bearbeitet.jpg"))

        try photo("\(year)/IMG_0008-modifié.jpg", dated("2024:06:08 16:00:00"))
        try sidecar("\(year)/IMG_0008.jpg.supplemental-metadata.json", title: "IMG_0008.jpg", taken: "2024-06-08T14:00:00Z",
                    place: place("IMG_0008-modifié.jpg"))

        try put("\(year)/IMG_0009.HEIC", SampleMedia.heic(exif: ExifWriter.tiff(dated("2024:06:09 17:00:00"))))
        try put("\(year)/IMG_0009.MP4", SampleMedia.quickTime(location: nil, creationDate: nil, created: instant("2024-06-09T15:00:00Z")))
        try sidecar("\(year)/IMG_0009.HEIC.json", title: "IMG_0009.HEIC", taken: "2024-06-09T15:00:00Z", place: place("IMG_0009.HEIC"))

        try photo("\(year)/IMG_0010.jpg", dated("2024:06:10 10:00:00"))
        try put("\(year)/IMG_0010.jpg.json", Array(#"{"title": "IMG_0010.jpg", "photoTakenTime": {"timestamp": "17180"#.utf8))

        try photo("\(year)/IMG_0011.jpg", SamplePhotoMetadata(latitude: 48.8584, longitude: 2.2945, dateTimeOriginal: "2024:06:11 09:00:00"))
        try sidecar("\(year)/IMG_0011.jpg.json", title: "IMG_0011.jpg", taken: "2024-06-11T07:00:00Z", place: (35.6762, 139.6503))

        try photo("\(year)/IMG_0012.jpg", dated("2024:06:12 09:00:00"))
        try sidecar("\(year)/IMG_0012.jpg.json", title: "IMG_0012.jpg", taken: "2024-06-20T07:00:00Z", place: place("IMG_0012.jpg"))

        try put("\(album)/metadata.json", Array(#"""
            {
              "title": "Trip to Vienna",
              "description": "",
              "access": "protected",
              "date": {"timestamp": "1717570800", "formatted": "5 Jun 2024, 07:00:00 UTC"}
            }
            """#.utf8))
        try photo("\(album)/IMG_0013.jpg", dated("2024:06:13 10:00:00"))
        try sidecar("\(album)/IMG_0013.jpg.json", title: "IMG_0013.jpg", taken: "2024-06-13T08:00:00Z", place: sidecarPlaces["\(album)/IMG_0013.jpg"])
    }

    /// A sidecar as Google writes it: the time twice (seconds as a string, and formatted), `geoData` and
    /// `geoDataExif` (0,0 when unknown), and fields BorderLog does not read.
    public static func sidecarJSON(title: String, taken: String, place: (latitude: Double, longitude: Double)?) -> String {
        let seconds = Int(instant(taken).timeIntervalSince1970)
        let geo = place.map { #"{"latitude": \#($0.latitude), "longitude": \#($0.longitude), "altitude": 35.2, "latitudeSpan": 0.0, "longitudeSpan": 0.0}"# }
            ?? #"{"latitude": 0.0, "longitude": 0.0, "altitude": 0.0, "latitudeSpan": 0.0, "longitudeSpan": 0.0}"#
        return #"""
            {
              "title": "\#(title)",
              "description": "",
              "imageViews": "4",
              "creationTime": {"timestamp": "\#(seconds + 86_400 * 30)", "formatted": "upload time"},
              "photoTakenTime": {"timestamp": "\#(seconds)", "formatted": "\#(taken)"},
              "geoData": \#(geo),
              "geoDataExif": {"latitude": 0.0, "longitude": 0.0, "altitude": 0.0, "latitudeSpan": 0.0, "longitudeSpan": 0.0},
              "people": [{"name": "Jane"}],
              "url": "https://photos.google.com/photo/AF1QipExample",
              "googlePhotosOrigin": {"mobileUpload": {"deviceType": "ANDROID_PHONE"}}
            }
            """#
    }

    private static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }
}
