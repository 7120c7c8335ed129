import Foundation

/// Third-party files in `../shared/realdata` beside the repository, read in place when present (never copied).
enum RealData {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/realdata").standardizedFileURL
    /// KDE KItinerary's synthetic boarding pass: an A4 page with an Aztec code.
    static let bcbpDemo = folder.appendingPathComponent("mail/KDE_kitinerary/extractordata/synthetic/iata-bcbp-demo.pdf")
    static var available: Bool { FileManager.default.fileExists(atPath: bcbpDemo.path) }

    /// The barcode text KItinerary extracted (`reservedTicket.ticketToken` in the `.json` beside the PDF, without
    /// its `aztecCode:` prefix).
    static func expectedToken() throws -> String {
        let json = try Data(contentsOf: bcbpDemo.appendingPathExtension("json"))
        let reservations = try JSONSerialization.jsonObject(with: json) as? [[String: Any]]
        let token = (reservations?.first?["reservedTicket"] as? [String: Any])?["ticketToken"] as? String ?? ""
        return String(token.drop { $0 != ":" }.dropFirst())
    }
}
