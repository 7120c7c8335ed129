/// Mends the JSON breakages booking emails ship in their JSON-LD, token by token, without ever guessing a value:
///
/// - a missing comma between two values (`}{`, `} {`, `"a" "b"`) or between two members (`"x": 1 "y": 2`) is added;
/// - a trailing comma before `]` or `}` (or at the end) is dropped;
/// - several top-level values (`{…}{…}`, or `{…};`) become the elements of one array;
/// - no-break spaces and byte-order marks between tokens are blanks.
///
/// The result is always one JSON array holding the top-level values, for the project's strict parser to read.
/// Anything else out of place (an unclosed string, mismatched brackets, a key without a value, nesting deeper
/// than `maximumDepth`) is not repaired: the text gives nil, never a value read the wrong way.
enum JSONLDRepair {
    /// Arrays and objects nest at most this deep in a script; schema.org reservations nest fewer than ten.
    static let maximumDepth = 64

    /// Where a container (or the top level) stands between tokens.
    private enum State {
        case start, afterComma, afterKey, afterColon, afterValue
    }

    private struct Container {
        let isObject: Bool
        var state: State = .start
        /// Where the last comma was written, to take it back when a closer follows it.
        var commaAt = 0
    }

    static func repaired(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = [UInt8(ascii: "[")]
        output.reserveCapacity(bytes.count + 16)
        // The top level is read as the elements of the array written around it.
        var stack = [Container(isObject: false)]
        var index = 0
        let count = bytes.count

        /// A value starts: in an array (or the top level) after another value, a comma goes first.
        func beginValue() -> Bool {
            var top = stack[stack.count - 1]
            switch (top.isObject, top.state) {
            case (false, .afterValue):
                output.append(UInt8(ascii: ","))
            case (false, _), (true, .afterColon):
                break
            default:
                return false
            }
            top.state = .afterValue
            stack[stack.count - 1] = top
            return true
        }

        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                output.append(byte)
                index += 1
            case UInt8(ascii: "\""):
                guard let end = stringEnd(bytes, from: index) else { return nil }
                var top = stack[stack.count - 1]
                if top.isObject, top.state == .start || top.state == .afterComma || top.state == .afterValue {
                    // A key; after a member's value it is the next member, missing its comma.
                    if top.state == .afterValue { output.append(UInt8(ascii: ",")) }
                    top.state = .afterKey
                    stack[stack.count - 1] = top
                } else if !beginValue() {
                    return nil
                }
                output.append(contentsOf: bytes[index..<end])
                index = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count <= maximumDepth, beginValue() else { return nil }
                stack.append(Container(isObject: byte == UInt8(ascii: "{")))
                output.append(byte)
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard stack.count > 1 else { return nil }
                let top = stack.removeLast()
                guard top.isObject == (byte == UInt8(ascii: "}")) else { return nil }
                switch top.state {
                case .afterComma: output[top.commaAt] = UInt8(ascii: " ")
                case .afterKey, .afterColon: return nil
                case .start, .afterValue: break
                }
                output.append(byte)
                index += 1
            case UInt8(ascii: ","):
                guard stack[stack.count - 1].state == .afterValue else { return nil }
                stack[stack.count - 1].state = .afterComma
                stack[stack.count - 1].commaAt = output.count
                output.append(byte)
                index += 1
            case UInt8(ascii: ":"):
                guard stack[stack.count - 1].isObject, stack[stack.count - 1].state == .afterKey else { return nil }
                stack[stack.count - 1].state = .afterColon
                output.append(byte)
                index += 1
            case 0xC2 where index + 1 < count && bytes[index + 1] == 0xA0, 0xEF where index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                // A no-break space (HTML editors put them between tokens) or a byte-order mark: a blank.
                output.append(UInt8(ascii: " "))
                index += byte == 0xC2 ? 2 : 3
            case UInt8(ascii: ";") where stack.count == 1:
                // A script statement's end after the object: nothing to read.
                output.append(UInt8(ascii: " "))
                index += 1
            default:
                // A number or a literal, copied as written: the parser judges it.
                guard isScalarByte(byte), beginValue() else { return nil }
                while index < count, isScalarByte(bytes[index]) {
                    output.append(bytes[index])
                    index += 1
                }
            }
        }
        guard stack.count == 1 else { return nil }
        if stack[0].state == .afterComma { output[stack[0].commaAt] = UInt8(ascii: " ") }
        output.append(UInt8(ascii: "]"))
        return output
    }

    /// The index just past the string starting at `start` (a `"`), or nil when it never closes.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}
