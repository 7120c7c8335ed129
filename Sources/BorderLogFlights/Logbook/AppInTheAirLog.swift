import BorderLogModel
import Foundation

/// App in the Air's `data.txt` (the export its users kept when the app shut down in 2024): sections of `;`-separated
/// lines; each trip starts with a line `Ownership.MINE;…` (or another owner) and lists its flights. A flight line holds,
/// somewhere after its class and seat, `carrier;number;…;FROM;TO;departure;arrival;…` and a second pair of times.
/// The first pair is read as UTC, as AirTrail's importer reads real exports (`parseLocalISO(…, 'UTC')` in its
/// `aita.ts`): Lufthansa's LH710 written `…;FRA;NRT;2024-11-03T12:05;2024-11-03T23:55;…` lands in Tokyo at 08:55 on
/// the 4th, not at 23:55 on the 3rd. Trips the person does not own are left out.
enum AppInTheAirLog {
    static func read(_ text: String) -> LogbookContents {
        var contents = LogbookContents(format: .appintheair)
        var owner: String?
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = offset + 1
            let fields = raw.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if let first = fields.first, first.hasPrefix("Ownership.") {
                owner = String(first.dropFirst("Ownership.".count))
                continue
            }
            guard let owner else { continue }
            let read = flight(fields, line: line)
            if case .none = read { continue }
            guard owner == "MINE" else {
                contents.skipped.append((line, "a trip owned by someone else (\(owner))"))
                continue
            }
            switch read {
            case .none: continue
            case .refused(let reason): contents.rejected.append((line, reason))
            case .flight(let flight, let warning):
                contents.flights.append(flight)
                if let warning { contents.warnings.append((line, warning)) }
            }
        }
        return contents
    }

    /// What a line holds: nothing of a flight, a flight (with what of it cannot be read), or a flight whose departure
    /// no calendar has.
    private enum Line {
        case none
        case flight(LogbookFlight, warning: String?)
        case refused(String)
    }

    /// The flight a line holds: the first place where a carrier, a number and two airports stand in a row.
    private static func flight(_ fields: [String], line: Int) -> Line {
        guard fields.count >= 9 else { return .none }
        var refused: String?
        for start in 0...(fields.count - 9) {
            let carrier = fields[start], number = fields[start + 1]
            let from = fields[start + 3], to = fields[start + 4]
            guard (2...4).contains(carrier.count), carrier.allSatisfy({ $0.isLetter || $0.isNumber }),
                  (1...4).contains(number.count), number.allSatisfy(\.isNumber),
                  from.count == 3, from.allSatisfy(\.isLetter), to.count == 3, to.allSatisfy(\.isLetter) else { continue }
            guard let departure = LogbookTimes.wall(fields[start + 5]) else {
                refused = refused ?? "\(carrier)\(number) \(from)→\(to): departure '\(fields[start + 5])' is not a date and time"
                continue
            }
            let arrivalText = fields[start + 6]
            let arrival = LogbookTimes.wall(arrivalText).map(utc)
            let warning = arrival == nil && !arrivalText.isEmpty ? "arrival '\(arrivalText)' is not a date and time" : nil
            return .flight(LogbookFlight(line: line, number: carrier + number, from: from, to: to, departure: utc(departure), arrival: arrival), warning: warning)
        }
        return refused.map(Line.refused) ?? .none
    }

    /// A time of the first pair: a UTC clock.
    private static func utc(_ wall: WallTime) -> LogbookFlight.Time {
        .instant(wall.instant(offsetSeconds: 0))
    }
}
