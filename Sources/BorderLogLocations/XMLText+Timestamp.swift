import BorderLogXML

extension XMLText {
    /// The instant written (ISO 8601 or an epoch), nil when there is none or the text was cut.
    var timestamp: LocationTimestamp.Parsed? {
        isTruncated ? nil : bytes.withUnsafeBytes { LocationTimestamp.parse($0) }
    }
}
