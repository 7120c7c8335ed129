import Foundation

/// Data goes to stdout, messages for people to stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// One compact, key-sorted JSON object on a line, the shape every `jsonl` line has.
    static func jsonLine(_ value: some Encodable) throws {
        out(try jsonText(value))
    }

    /// The text of one `jsonl` line, without the newline.
    static func jsonText(_ value: some Encodable) throws -> String {
        String(decoding: try lineEncoder.encode(value), as: UTF8.self)
    }

    private static let lineEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Pretty, key-sorted JSON, the shape every `--format json` prints.
    static func json(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        out(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
