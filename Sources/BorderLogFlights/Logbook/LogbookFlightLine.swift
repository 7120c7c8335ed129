import BorderLogModel

/// One flight of `flights import --dry-run`: flight, from, to, departure, arrival (RFC 3339 with the airport's offset,
/// or a date alone), source, format; absent values are `null`.
public struct LogbookFlightLine: Codable, Sendable, Equatable {
    @Nullable public var flight: String?
    public var from: String
    public var to: String
    public var departure: String
    public var arrival: String
    public var source: String
    public var format: LogbookFormat

    /// The line of `flight`, read from the logbook `source` written in `format`.
    public init(_ flight: Flight, source: String, format: LogbookFormat) {
        self.flight = flight.flight
        from = flight.from.label
        to = flight.to.label
        departure = flight.departure ?? "\(flight.departureSignal.day)"
        arrival = flight.arrival ?? "\(flight.arrivalSignal.day)"
        self.source = source
        self.format = format
    }

    /// The line's JSON text, keys sorted as every `jsonl` line's, and its newline, written straight into `out`: the
    /// shape is fixed, and an encoder a line cost more than the rest of a dry run.
    public func write(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"arrival":"#.utf8)
        JSONText.append(arrival, to: &out)
        out.append(contentsOf: #","departure":"#.utf8)
        JSONText.append(departure, to: &out)
        out.append(contentsOf: #","flight":"#.utf8)
        if let flight { JSONText.append(flight, to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: #","format":"#.utf8)
        JSONText.append(format.rawValue, to: &out)
        out.append(contentsOf: #","from":"#.utf8)
        JSONText.append(from, to: &out)
        out.append(contentsOf: #","source":"#.utf8)
        JSONText.append(source, to: &out)
        out.append(contentsOf: #","to":"#.utf8)
        JSONText.append(to, to: &out)
        out.append(contentsOf: "}\n".utf8)
    }
}
