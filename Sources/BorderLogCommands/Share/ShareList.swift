import ArgumentParser
import BorderLogAccess
import BorderLogModel
import BorderLogSettings
import Foundation

struct ShareList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List share links: id, person, label, expiry, last use, use count, and whether revoked or expired.")

    @OptionGroup var output: ReportFormatOptions

    /// One link as `share list --format json` writes it (never its token).
    struct Row: Encodable {
        let id: Int64
        let person: PersonName
        @Nullable var label: String?
        let createdAt: String
        let expiresAt: String
        @Nullable var lastUsedAt: String?
        let useCount: Int
        let state: String
    }

    mutating func run() throws {
        let now = Date()
        let rows = try AccessStore(dataHome: People().dataHome).shares().map { link in
            Row(
                id: link.id, person: link.person, label: link.label, createdAt: RFC3339.utc(link.createdAt), expiresAt: RFC3339.utc(link.expiresAt),
                lastUsedAt: link.lastUsedAt.map { RFC3339.utc($0) }, useCount: link.useCount,
                state: link.revokedAt != nil ? "revoked" : link.expiresAt <= now ? "expired" : "active")
        }
        try output.list(rows, none: "no share links") { row in
            "#\(row.id)\t\(row.person)\t\(row.label ?? "-")\texpires \(row.expiresAt)\tlast use \(row.lastUsedAt ?? "never")\t\(row.useCount) use\(row.useCount == 1 ? "" : "s")\t\(row.state)"
        }
    }
}
