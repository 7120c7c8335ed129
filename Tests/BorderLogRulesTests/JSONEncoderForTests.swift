import Foundation

/// Compact, key-sorted JSON so tests can look for `"field":value` substrings.
func JSONEncoderForTests() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}
