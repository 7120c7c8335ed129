import Foundation

/// A person's name as it names their folder (`people/NAME/`): ASCII letters, digits, `-` and `_`, 1 to 64 of them,
/// so that no name can reach outside the people folder (`..`, `/`) or look like another (Unicode look-alikes,
/// combining marks, invisible characters). `default` is the person whose store and settings are today's.
public struct PersonName: Hashable, Comparable, Sendable, LosslessStringConvertible, Codable {
    public let rawValue: String

    /// The person who exists without a folder: today's store, today's rules and profile.
    public static let `default` = PersonName(unchecked: "default")
    public static let maximumLength = 64

    private init(unchecked rawValue: String) { self.rawValue = rawValue }

    /// `text` as a name, or `PeopleError.invalidName` saying what is wrong with it.
    public init(validating text: String) throws(PeopleError) {
        guard !text.isEmpty else { throw .invalidName(text, reason: "it is empty") }
        guard text.utf8.count <= Self.maximumLength else {
            throw .invalidName(text, reason: "it is longer than \(Self.maximumLength) characters")
        }
        if let bad = text.unicodeScalars.first(where: { !Self.allowed($0) }) {
            let shown = bad.isASCII && bad.properties.isGraphemeBase ? "'\(bad)'" : String(format: "U+%04X", bad.value)
            throw .invalidName(text, reason: "\(shown) is not a letter a-z or A-Z, a digit, '-' or '_'")
        }
        rawValue = text
    }

    public init?(_ description: String) {
        guard let name = try? PersonName(validating: description) else { return nil }
        self = name
    }

    public var description: String { rawValue }

    public static func < (lhs: PersonName, rhs: PersonName) -> Bool { lhs.rawValue < rhs.rawValue }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try PersonName(validating: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
