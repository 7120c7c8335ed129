#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams CSV `lat,lon` lines through a ``GeoIndex``, writing `lat,lon,country,timezone,region`.
///
/// The input coordinates are echoed as given; `country` is empty when unknown. An optional first
/// line `lat,lon` (any header whose first field is `lat` or `latitude`) is a header and is
/// answered with `lat,lon,country,timezone,region`. Columns after the second are ignored; blank lines are
/// skipped. Lines that are not two finite numbers in range are reported and skipped. Memory use is
/// constant: input is read in blocks and output is buffered.
public struct GeoCSVLookup: Sendable {
    /// A skipped input line.
    public struct Rejection: Hashable, Sendable {
        /// 1-based line number in the input.
        public let line: Int
        /// What was wrong, e.g. "latitude '91.5' is out of range (-90…90)".
        public let reason: String
    }

    /// Counts of one run.
    public struct Summary: Hashable, Sendable {
        public var resolved = 0
        public var rejected = 0
        /// Resolved lines with no country (open sea).
        public var unknown = 0
    }

    private let index: GeoIndex
    private let blockSize: Int

    public init(index: GeoIndex, blockSize: Int = 1 << 20) {
        self.index = index
        self.blockSize = max(blockSize, 64)
    }

    /// Reads from `input` until end of file and writes to `output` (file descriptors).
    /// - Throws: ``GeoCSVLookupError`` when reading or writing fails.
    public func run(input: Int32, output: Int32, onReject: (Rejection) -> Void) throws -> Summary {
        try run(
            read: { buffer in
                while true {
                    let count = systemRead(input, buffer.baseAddress, buffer.count)
                    if count >= 0 { return count }
                    if errno != EINTR { throw GeoCSVLookupError.readFailed(String(cString: strerror(errno))) }
                }
            },
            write: { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = systemWrite(output, bytes.baseAddress! + offset, bytes.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw GeoCSVLookupError.writeFailed(String(cString: strerror(errno)))
                    }
                    offset += count
                }
            },
            onReject: onReject
        )
    }

    /// Resolves a whole in-memory CSV text; for tests and small inputs.
    public func run(text: String) -> (output: String, rejections: [Rejection], summary: Summary) {
        var input = Array(text.utf8)[...]
        var output: [UInt8] = []
        var rejections: [Rejection] = []
        let summary = try? run(
            read: { buffer in
                let count = min(buffer.count, input.count)
                buffer.copyBytes(from: input.prefix(count))
                input = input.dropFirst(count)
                return count
            },
            write: { output.append(contentsOf: $0) },
            onReject: { rejections.append($0) }
        )
        return (String(decoding: output, as: UTF8.self), rejections, summary ?? Summary())
    }

    /// The streaming core: `read` fills a buffer and returns the byte count (0 at end of input).
    public func run(
        read: (UnsafeMutableRawBufferPointer) throws -> Int,
        write: (UnsafeRawBufferPointer) throws -> Void,
        onReject: (Rejection) -> Void
    ) throws -> Summary {
        let input = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { input.deallocate() }
        var out = OutputBuffer(capacity: blockSize)
        defer { out.deallocate() }
        var summary = Summary()
        var lineNumber = 0
        var filled = 0
        var skippingLongLine = false
        var atEnd = false
        while !atEnd {
            let count = try read(UnsafeMutableRawBufferPointer(rebasing: input[filled...]))
            if count == 0 { atEnd = true }
            filled += count
            var start = 0
            while start < filled {
                let rest = UnsafeRawBufferPointer(rebasing: input[start..<filled])
                let newline = memchr(rest.baseAddress!, 10, rest.count)
                let end: Int
                if let newline {
                    end = start + (UnsafeRawPointer(newline) - rest.baseAddress!)
                } else if atEnd {
                    end = filled
                } else {
                    break
                }
                lineNumber += 1
                if skippingLongLine {
                    skippingLongLine = false
                } else {
                    let line = UnsafeRawBufferPointer(rebasing: input[start..<end])
                    try handle(line: line, number: lineNumber, out: &out, write: write, summary: &summary, onReject: onReject)
                }
                start = end + 1
            }
            // Keep the unfinished line; a line longer than the whole buffer is rejected.
            let remaining = max(filled - start, 0)
            if remaining == blockSize {
                if !skippingLongLine {
                    skippingLongLine = true
                    summary.rejected += 1
                    onReject(Rejection(line: lineNumber + 1, reason: "line longer than \(blockSize) bytes"))
                }
                filled = 0
            } else {
                if remaining > 0, start > 0 {
                    memmove(input.baseAddress!, input.baseAddress! + start, remaining)
                }
                filled = remaining
            }
        }
        try out.flush(write)
        return summary
    }

    // MARK: - Lines

    private static let header = Array("lat,lon,country,timezone,region\n".utf8)

    private func handle(
        line rawLine: UnsafeRawBufferPointer,
        number: Int,
        out: inout OutputBuffer,
        write: (UnsafeRawBufferPointer) throws -> Void,
        summary: inout Summary,
        onReject: (Rejection) -> Void
    ) throws {
        var line = rawLine
        if let last = line.last, last == 13 { line = UnsafeRawBufferPointer(rebasing: line.dropLast()) }
        if line.allSatisfy({ $0 == 32 || $0 == 9 }) { return }
        guard let comma = line.firstIndex(of: 44) else {
            if number == 1, Self.isHeader(line[...]) {
                try out.append(Self.header, write)
                return
            }
            summary.rejected += 1
            onReject(Rejection(line: number, reason: "expected 'lat,lon', found one column"))
            return
        }
        let latText = Self.trimmed(UnsafeRawBufferPointer(rebasing: line[..<comma]))
        let afterComma = line.index(after: comma)
        let lonEnd = line[afterComma...].firstIndex(of: 44) ?? line.endIndex
        let lonText = Self.trimmed(UnsafeRawBufferPointer(rebasing: line[afterComma..<lonEnd]))
        if number == 1, Self.isHeader(latText[...]) {
            try out.append(Self.header, write)
            return
        }
        let latitude: Double
        switch DecimalParser.parse(latText) {
        case .success(let value) where (-90...90).contains(value): latitude = value
        case .success: return reject(number, "latitude '\(Self.text(latText))' is out of range (-90…90)", &summary, onReject)
        case .failure(.notFinite): return reject(number, "latitude '\(Self.text(latText))' is not a finite number", &summary, onReject)
        case .failure: return reject(number, latText.isEmpty ? "latitude is empty" : "latitude '\(Self.text(latText))' is not a number", &summary, onReject)
        }
        let longitude: Double
        switch DecimalParser.parse(lonText) {
        case .success(let value) where (-180...180).contains(value): longitude = value
        case .success: return reject(number, "longitude '\(Self.text(lonText))' is out of range (-180…180)", &summary, onReject)
        case .failure(.notFinite): return reject(number, "longitude '\(Self.text(lonText))' is not a finite number", &summary, onReject)
        case .failure: return reject(number, lonText.isEmpty ? "longitude is empty" : "longitude '\(Self.text(lonText))' is not a number", &summary, onReject)
        }
        let resolution = index.resolve(latitude: latitude, longitude: longitude)
        try out.append(latText, write)
        try out.append(44, write)
        try out.append(lonText, write)
        try out.append(44, write)
        if let country = resolution.country {
            try out.append(country.rawValue, write)
        } else {
            summary.unknown += 1
        }
        try out.append(44, write)
        if let zone = resolution.timeZone { try out.append(zone, write) }
        try out.append(44, write)
        if let region = resolution.region {
            try out.append(region.rawValue, write)
            if let nearby = resolution.nearbyRegion {
                try out.append(124, write)
                try out.append(nearby.rawValue, write)
            }
        }
        try out.append(10, write)
        summary.resolved += 1
    }

    private func reject(_ line: Int, _ reason: String, _ summary: inout Summary, _ onReject: (Rejection) -> Void) {
        summary.rejected += 1
        onReject(Rejection(line: line, reason: reason))
    }

    private static func isHeader(_ field: Slice<UnsafeRawBufferPointer>) -> Bool {
        let text = String(decoding: field, as: UTF8.self).lowercased()
        let first = text.split(separator: ",", omittingEmptySubsequences: false).first.map { $0.trimmingSpaces() } ?? ""
        return first == "lat" || first == "latitude"
    }

    private static func trimmed(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var lower = bytes.startIndex, upper = bytes.endIndex
        while lower < upper, bytes[lower] == 32 || bytes[lower] == 9 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 32 || bytes[upper - 1] == 9 { upper -= 1 }
        return UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])
    }

    private static func text(_ bytes: UnsafeRawBufferPointer) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return bytes.count > 40 ? text + "…" : text
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

private extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}

/// Why a CSV lookup stopped.
public enum GeoCSVLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    case readFailed(String)
    case writeFailed(String)

    public var description: String {
        switch self {
        case .readFailed(let reason): return "reading the input failed: \(reason)"
        case .writeFailed(let reason): return "writing the output failed: \(reason)"
        }
    }
}

/// A fixed-size output buffer flushed through a closure when full.
struct OutputBuffer {
    private let storage: UnsafeMutableRawBufferPointer
    private var count = 0

    init(capacity: Int) {
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    func deallocate() { storage.deallocate() }

    mutating func flush(_ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        if count > 0 { try write(UnsafeRawBufferPointer(rebasing: storage[..<count])) }
        count = 0
    }

    @inline(__always)
    mutating func append(_ byte: UInt8, _ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        if count == storage.count { try flush(write) }
        storage[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer, _ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        if bytes.count > storage.count - count { try flush(write) }
        if bytes.count > storage.count { try write(bytes); return }
        UnsafeMutableRawBufferPointer(rebasing: storage[count...]).copyMemory(from: bytes)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8], _ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        try bytes.withUnsafeBytes { raw in try append(raw, write) }
    }

    mutating func append(_ text: String, _ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        var text = text
        try text.withUTF8 { utf8 in try append(UnsafeRawBufferPointer(utf8), write) }
    }
}
