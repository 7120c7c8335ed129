import BorderLogRecords
import Foundation

/// The stays CSV: decoded as the import decodes it (UTF-8 or refused), parsed, and checked for overlaps and gaps.
enum StaysHarness {
    static func parse(_ bytes: [UInt8]) {
        guard let text = String(data: Data(bytes), encoding: .utf8) else { return }
        let parsed = StayFile.parse(text, path: "stays.csv")
        let labeled = parsed.rows.map { StayValidator.Labeled(stay: $0.stay, label: "line \($0.line)", line: $0.line) }
        _ = StayValidator.overlaps(new: labeled, existing: [], path: "stays.csv")
        _ = StayValidator.gaps(in: parsed.rows.map(\.stay))
    }
}
