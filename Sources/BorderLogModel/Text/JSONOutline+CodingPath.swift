/// Where a decoding error points in the text: the line of the value a coding path names (or of the deepest part of
/// it that exists, for a missing field), and the path written for people (`channels[1].to`).
extension JSONOutline {
    public struct Place: Sendable, Equatable {
        public let line: Int
        public let field: String
    }

    /// The place of `codingPath` in `bytes`, the document this outline was read from.
    public func place(of codingPath: [any CodingKey], in bytes: [UInt8]) -> Place {
        var value = root
        for key in codingPath {
            if let index = key.intValue, case .array(let elements, _) = value, elements.indices.contains(index) {
                value = elements[index]
            } else if key.intValue == nil, let member = value.member(key.stringValue) {
                value = member.value
            } else {
                break
            }
        }
        let offset = min(value.range.lowerBound, bytes.count)
        let line = 1 + bytes[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        return Place(line: line, field: Self.field(codingPath))
    }

    /// `channels[1].to`; `top level` for an empty path.
    public static func field(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.isEmpty ? "top level" : String(text.drop { $0 == "." })
    }
}
