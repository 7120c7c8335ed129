import Foundation

/// Reads a MOV/MP4/3GP's capture time and place from `moov`: the `mvhd` creation time; in `udta`, `©xyz`, 3GPP
/// `loci` and `yrrc`, `date` and `©day`; a track's `udta/loci`; and the `meta` keys
/// `com.apple.quicktime.location.ISO6709` and `com.apple.quicktime.creationdate`. ``VideoEvidence`` decides
/// between them. Only box headers and these small boxes are read; sample tables and media data are skipped.
enum QuickTimeMetadata {
    /// The largest `udta` or `meta` box read (they hold a few hundred bytes; thumbnails make some larger).
    static let maximumBox = 1 << 20

    /// Fills the video fields of `metadata`; returns the bytes read, for the file's identity.
    static func read(_ file: MediaFile, into metadata: inout PhotoMetadata) throws(PhotoReadError) -> [UInt8] {
        let top = try ISOBMFFBoxes.topLevel(of: file)
        guard let moov = top.first(where: { $0.type == "moov" }) else { throw .corrupt("video without a 'moov' box") }
        var identity: [UInt8] = []
        var evidence = VideoEvidence()
        for box in try ISOBMFFBoxes.children(of: file, in: moov.payload..<moov.end, tolerant: true) {
            switch box.type {
            case "mvhd":
                let bytes = try file.readExactly(at: box.payload, count: min(box.payloadLength, 32), what: "'mvhd' box")
                identity += bytes
                guard bytes.count >= 8 else { throw .truncated("'mvhd' box") }
                let seconds = bytes[0] == 1 ? (bytes.count >= 12 ? bytes.uint64BE(4) : 0) : bytes.uint32BE(4)
                // Seconds since 1904-01-01 UTC; zero means the writer did not know.
                if seconds > 0 { evidence.movieHeader = Date(timeIntervalSince1970: Double(seconds) - 2_082_844_800) }
            case "udta", "meta":
                guard box.payloadLength <= maximumBox else { continue }
                let bytes = try file.readExactly(at: box.payload, count: box.payloadLength, what: "'\(box.type)' box")
                identity += bytes
                if box.type == "udta" {
                    try readUserData(bytes, inTrack: false, into: &evidence, &metadata)
                } else {
                    try readMeta(bytes, into: &evidence, &metadata)
                }
            case "trak":
                // Read only when the track has user data (3GPP allows a 'loci' there); most tracks have none. A track
                // whose boxes are broken says nothing about where or when, and does not cost the movie its own boxes.
                guard let children = try? ISOBMFFBoxes.children(of: file, in: box.payload..<box.end, tolerant: true),
                      let udta = children.first(where: { $0.type == "udta" }), udta.payloadLength <= maximumBox,
                      let bytes = try? file.readExactly(at: udta.payload, count: udta.payloadLength, what: "track 'udta' box") else { continue }
                var trackEvidence = evidence
                guard (try? readUserData(bytes, inTrack: true, into: &trackEvidence, &metadata)) != nil else { continue }
                evidence = trackEvidence
                identity += bytes
            default:
                continue
            }
        }
        evidence.apply(to: &metadata)
        return identity
    }

    /// A `udta` box's payload. In a track's, only `loci` is read: the other boxes describe the movie.
    private static func readUserData(
        _ bytes: [UInt8], inTrack: Bool, into evidence: inout VideoEvidence, _ metadata: inout PhotoMetadata
    ) throws(PhotoReadError) {
        for box in try BoxBytes.children(bytes, from: 0) {
            let isCopyright = bytes[box.start + 4] == 0xA9  // '©', which is not UTF-8 on its own
            switch (inTrack, isCopyright ? "©" + String(decoding: bytes[(box.start + 5)..<(box.start + 8)], as: UTF8.self) : box.type) {
            case (false, "©xyz"):
                if let text = ThreeGPPUserData.internationalText(bytes, box), let point = ISO6709(text) {
                    evidence.add(.xyz, point.position)
                }
            case (false, "©day"):
                // Often a bare year ("2019"): only a full date and time dates the recording.
                if let text = ThreeGPPUserData.internationalText(bytes, box), text.utf8.count >= 16 { evidence.add(.day, dateText: text) }
            case (false, "date"):
                evidence.add(.date, dateText: ThreeGPPUserData.dateText(bytes, box))
            case (false, "yrrc"):
                do throws(PhotoReadError) {
                    evidence.recordingYear = try ThreeGPPUserData.recordingYear(bytes, box)
                } catch {
                    evidence.ignore(.recordingYear, because: error)
                }
            case (_, "loci"):
                let source: VideoEvidence.Source = inTrack ? .trackLoci : .loci
                do throws(PhotoReadError) {
                    let location = try ThreeGPPUserData.location(bytes, box)
                    guard location.objection == nil, let latitude = location.latitude, let longitude = location.longitude else {
                        evidence.ignore(source, reason: location.objection ?? "no position")
                        continue
                    }
                    let position = VideoEvidence.Position(
                        latitude: latitude, longitude: longitude, altitude: location.altitude, resolution: ThreeGPPUserData.fixedStep)
                    evidence.add(source, position)
                } catch {
                    evidence.ignore(source, because: error)
                }
            case (false, "meta") where box.payloadLength > 4:
                try readMeta(Array(bytes[box.payload..<box.end]), into: &evidence, &metadata)
            default:
                continue
            }
        }
    }

    /// A `meta` box's payload: QuickTime style (no version field, `hdlr`/`keys`/`ilst`) or ISO style (version first).
    private static func readMeta(
        _ bytes: [UInt8], into evidence: inout VideoEvidence, _ metadata: inout PhotoMetadata
    ) throws(PhotoReadError) {
        let start = bytes.count >= 8 && bytes.fourCC(4) == "hdlr" ? 0 : 4
        let boxes = try BoxBytes.children(bytes, from: start)
        guard let keys = boxes.first(where: { $0.type == "keys" }), let list = boxes.first(where: { $0.type == "ilst" }) else { return }
        var names: [Int: String] = [:]
        if keys.payloadLength >= 8 {
            for (index, key) in try BoxBytes.children(bytes, from: keys.payload + 8, to: keys.end).enumerated() {
                names[index + 1] = String(decoding: bytes[key.payload..<key.end], as: UTF8.self)
            }
        }
        for item in try BoxBytes.children(bytes, from: list.payload, to: list.end) {
            guard let name = names[bytes.uint32BE(item.start + 4)] else { continue }
            guard let data = try BoxBytes.children(bytes, from: item.payload, to: item.end).first(where: { $0.type == "data" }),
                  data.payloadLength > 8 else { continue }
            let value = String(decoding: bytes[(data.payload + 8)..<data.end], as: UTF8.self)
            switch name {
            case "com.apple.quicktime.location.ISO6709": if let point = ISO6709(value) { evidence.add(.appleLocation, point.position) }
            case "com.apple.quicktime.creationdate": evidence.add(.appleCreationDate, dateText: value)
            case "com.apple.quicktime.make": metadata.make = value
            case "com.apple.quicktime.model": metadata.model = value
            default: break
            }
        }
    }
}

/// An ISO 6709 point string such as `+48.8584+002.2945+035.000/` (degrees, or DDMM / DDMMSS forms).
struct ISO6709 {
    let latitude: Double
    let longitude: Double
    let altitude: Double?
    /// The step of the last digit written, in degrees, of the coarser coordinate (`+48.8584+002.29/`: 0.01).
    let resolution: Double

    init?(_ text: String) {
        var parts: [String] = []
        var current = ""
        for character in text.trimmingCharacters(in: .whitespaces) {
            if character == "+" || character == "-" {
                if !current.isEmpty { parts.append(current) }
                current = String(character)
            } else if character == "/" {
                break
            } else if character.isNumber || character == "." {
                guard !current.isEmpty else { return nil }
                current.append(character)
            } else {
                return nil
            }
        }
        if !current.isEmpty { parts.append(current) }
        guard parts.count >= 2, let latitude = ISO6709.degrees(parts[0], degreeDigits: 2),
              let longitude = ISO6709.degrees(parts[1], degreeDigits: 3) else { return nil }
        self.latitude = latitude.value
        self.longitude = longitude.value
        altitude = parts.count >= 3 ? Double(parts[2]) : nil
        resolution = max(latitude.resolution, longitude.resolution)
    }

    var position: VideoEvidence.Position {
        VideoEvidence.Position(latitude: latitude, longitude: longitude, altitude: altitude, resolution: resolution)
    }

    /// Degrees, and the step of the last digit written in degrees (a minute's or a second's step in the DDMM and
    /// DDMMSS forms).
    private static func degrees(_ part: String, degreeDigits: Int) -> (value: Double, resolution: Double)? {
        let sign: Double = part.hasPrefix("-") ? -1 : 1
        let body = part.dropFirst()
        let pieces = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerDigits = pieces.first?.count ?? 0
        let step = pow(10, -Double(pieces.count > 1 ? pieces[1].count : 0))
        guard let value = Double(body) else { return nil }
        switch integerDigits - degreeDigits {
        case 0: return (sign * value, step)
        case 2:  // DDMM.mmm
            let degrees = (value / 100).rounded(.down)
            return (sign * (degrees + (value - degrees * 100) / 60), step / 60)
        case 4:  // DDMMSS.sss
            let degrees = (value / 10_000).rounded(.down)
            let minutes = ((value - degrees * 10_000) / 100).rounded(.down)
            return (sign * (degrees + minutes / 60 + (value - degrees * 10_000 - minutes * 100) / 3600), step / 3600)
        default: return nil
        }
    }
}
