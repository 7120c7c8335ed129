import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578): enough to find an uploaded file by its field name.
struct MultipartForm {
    struct Part {
        let name: String?
        let filename: String?
        let body: [UInt8]
    }

    let parts: [Part]

    /// Nil when the content type names no boundary or the body has no well-formed part.
    init?(bytes: [UInt8], contentType: String) {
        guard let boundaryParameter = contentType.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) })
            .first(where: { $0.lowercased().hasPrefix("boundary=") }) else { return nil }
        var boundary = String(boundaryParameter.dropFirst("boundary=".count))
        if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 { boundary = String(boundary.dropFirst().dropLast()) }
        guard !boundary.isEmpty, boundary.utf8.count <= 200 else { return nil }
        let delimiter = Array(("--" + boundary).utf8)
        var parts: [Part] = []
        var positions: [Int] = []
        var index = 0
        while let found = Self.find(delimiter, in: bytes, from: index) {
            positions.append(found)
            index = found + delimiter.count
        }
        for (start, end) in zip(positions, positions.dropFirst()) {
            var partStart = start + delimiter.count
            // Skip the line break after the delimiter; the part ends before the CRLF preceding the next one.
            if partStart + 1 < bytes.count, bytes[partStart] == 13, bytes[partStart + 1] == 10 { partStart += 2 }
            var partEnd = end
            if partEnd >= 2, bytes[partEnd - 2] == 13, bytes[partEnd - 1] == 10 { partEnd -= 2 }
            guard partStart <= partEnd, let headerEnd = Self.find([13, 10, 13, 10], in: Array(bytes[partStart..<partEnd]), from: 0) else { continue }
            let headers = String(decoding: bytes[partStart..<partStart + headerEnd], as: UTF8.self)
            let body = Array(bytes[(partStart + headerEnd + 4)..<partEnd])
            let disposition = headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-disposition:") }.map(String.init) ?? ""
            parts.append(Part(name: Self.parameter("name", in: disposition), filename: Self.parameter("filename", in: disposition), body: body))
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
    }

    func part(named name: String) -> Part? { parts.first { $0.name == name } }

    private static func parameter(_ key: String, in header: String) -> String? {
        for item in header.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where item.hasPrefix(key + "=") {
            var value = String(item.dropFirst(key.count + 1))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
