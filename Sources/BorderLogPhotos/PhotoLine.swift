import BorderLogModel

/// A photo read in a dry run, as `photos --dry-run` prints it: the signal line (docs/reports.md, "JSON output") and
/// where the time and place came from (`dateSource`: `original`, `digitized`, `iptc`, `xmp`, `quicktime`, `gps`,
/// `video` or `takeout`, or `library` for a Photos library's asset; `placeSource`: `file`, `takeout`, `library`, or
/// null without a place; `originalName`, only for a library asset: its original file name).
public struct PhotoLine: Encodable, Sendable, Equatable {
    public var signal: SignalLine
    public var dateSource: String?
    public var placeSource: String?
    public var originalName: String?

    private enum CodingKeys: String, CodingKey { case dateSource, placeSource, originalName }

    public init(path: String, signal: Signal) {
        self.signal = SignalLine(signal, source: path)
        let photo = signal.detail.photo
        dateSource = photo?.dateSource?.rawValue
        placeSource = signal.coordinate == nil ? nil : photo?.placeSource?.rawValue ?? "file"
        originalName = photo?.originalName
    }

    /// One JSON object: the signal line's fields and the two sources, null when unknown.
    public func encode(to encoder: any Encoder) throws {
        try signal.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dateSource, forKey: .dateSource)
        try container.encode(placeSource, forKey: .placeSource)
        try container.encodeIfPresent(originalName, forKey: .originalName)
    }
}
