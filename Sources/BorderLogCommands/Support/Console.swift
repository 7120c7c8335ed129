import Foundation

/// Data goes to stdout, messages for people to stderr; both to the task's `ConsoleCapture` when it has one.
enum Console {
    enum Stream: Sendable { case stdout, stderr }

    static func out(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: .stdout)
    }

    static func err(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: .stderr)
    }

    /// A message for people from a thread that may not run in the command's task (a stage's worker calling its
    /// observer): `capture` is the one the command's task had when it made the observer.
    static func err(_ text: String, capture: ConsoleCapture?) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: .stderr, capture: capture)
    }

    /// `text` as it is, no newline added.
    static func write(_ text: String, to stream: Stream, capture: ConsoleCapture? = ConsoleCapture.current) {
        if let capture {
            capture.append(text, to: stream)
            return
        }
        switch stream {
        case .stdout: FileHandle.standardOutput.write(Data(text.utf8))
        case .stderr: FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// A line on stdout for each item, or `none` on stderr when there are none: an empty list says so.
    static func list<Item>(_ items: [Item], none: String, line: (Item) -> String) {
        guard !items.isEmpty else { return err(none) }
        items.forEach { out(line($0)) }
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
