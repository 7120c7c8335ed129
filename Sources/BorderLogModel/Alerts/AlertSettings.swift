import Foundation

/// The person's `alerts.json` (docs/alerts.md, "Settings"): the channels alerts go to and the `remaining` thresholds
/// at which a maximum rule warns. Keys starting with `_` are notes, ignored; any other unknown key is an error, so a
/// misspelt field is named rather than ignored.
public struct AlertSettings: Sendable, Equatable {
    public var channels: [AlertChannel]
    /// Days left at or below which `approaching` holds, largest first, each once.
    public var remaining: [Int]

    /// 30, 14 and 7 days left.
    public static let defaultRemaining = [30, 14, 7]

    public init(channels: [AlertChannel] = [], remaining: [Int] = AlertSettings.defaultRemaining) {
        self.channels = channels
        self.remaining = Array(Set(remaining)).sorted(by: >)
    }

    public func channel(_ id: String) -> AlertChannel? { channels.first { $0.id == id } }

    /// Throws a `DecodingError` naming the first key of the object being decoded that is neither known nor a note.
    static func rejectUnknownKeys(in decoder: Decoder, known: [String]) throws {
        let container = try decoder.container(keyedBy: TextCodingKey.self)
        for key in container.allKeys where !key.stringValue.hasPrefix("_") && !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription: "unknown field '\(key.stringValue)' (known: \(known.joined(separator: ", ")); notes start with '_')"))
        }
    }
}

/// An array element's place in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

extension AlertSettings: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case channels, remaining }

    public init(from decoder: Decoder) throws {
        try Self.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.stringValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let channels = try container.decodeIfPresent([AlertChannel].self, forKey: .channels) ?? []
        var seen: Set<String> = []
        for (index, channel) in channels.enumerated() where !seen.insert(channel.id).inserted {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.channels, IndexKey(index), TextCodingKey(stringValue: "id")],
                    debugDescription: "a second channel with the id '\(channel.id)'; give each channel its own id"))
        }
        let remaining = try container.decodeIfPresent([Int].self, forKey: .remaining) ?? Self.defaultRemaining
        if let bad = remaining.first(where: { $0 < 1 || $0 > 366 }) {
            throw DecodingError.dataCorruptedError(
                forKey: .remaining, in: container, debugDescription: "\(bad) is not a number of days left between 1 and 366")
        }
        self.init(channels: channels, remaining: remaining)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(channels, forKey: .channels)
        try container.encode(remaining, forKey: .remaining)
    }
}
