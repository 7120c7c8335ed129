import BorderLogModel
import BorderLogStages
import BorderLogStore
import Foundation
import Hummingbird
import NIOCore

/// `POST /api/travel-segments/import/csv/` (a `text/csv` body, or `multipart/form-data` with a `file` part) starts a
/// task; `GET /api/travel-segments/import/status/{task_id}/` follows it. Each upload is the stays CSV import: all or
/// nothing, identical content again changes nothing, and an upload under the same file name replaces the stays
/// the previous one brought (the file is the user's record).
extension ServerRoutes {
    func addImports(to api: RouterGroup<APIRequestContext>) {
        api.post("travel-segments/import/csv") { request, context in
            let buffer = try await request.bytes(limit: context.maxUploadSize)
            let (name, csv) = try Self.csvUpload(buffer, contentType: request.headers[.contentType] ?? "text/csv")
            let gateway = gateway(context), imports = imports, logger = logger
            let id = await imports.create(for: context.identity?.person)
            let folder = URL(fileURLWithPath: gateway.files.storePath).deletingLastPathComponent().appendingPathComponent("uploads")
            Task.detached {
                await imports.update(id) { $0.status = .started }
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                    let path = folder.appendingPathComponent(name).path
                    try Data(csv).write(to: URL(fileURLWithPath: path))
                    let summary = try await gateway.write(.staysImport) { store in
                        try Stages.importStays(StaysImportOptions(files: [path]), into: store, context: StageContext(logger: logger, observer: CollectingObserver()))
                    }
                    let result = summary.files[0]
                    let errors = result.issues.filter { $0.severity == .error }.map { issue in
                        var shown = issue
                        shown.path = name
                        return shown.description
                    }
                    await imports.update(id) {
                        $0.status = result.outcome == .rejected ? .failure : .success
                        $0.imported = result.added
                        $0.errors = errors
                    }
                } catch {
                    await imports.update(id) {
                        $0.status = .failure
                        $0.errors = ["\(name): \((error as? APIError)?.message ?? "\(error)")"]
                    }
                }
            }
            return try Response.json(["task_id": id], status: .accepted)
        }
        api.get("travel-segments/import/status/{task}") { request, context in
            guard let id = context.parameters.get("task"), let status = await imports.status(id, for: context.identity?.person) else { throw APIError.notFound("import task") }
            return try await Response.conditionalJSON(request, status)
        }
    }

    /// The uploaded file's name (letters, digits, `.`, `-`, `_` only: it names a file in the store's upload folder) and its bytes.
    static func csvUpload(_ buffer: ByteBuffer, contentType: String) throws -> (name: String, bytes: [UInt8]) {
        let bytes = Array(buffer.readableBytesView)
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return ("upload.csv", bytes) }
        guard let part = MultipartForm(bytes: bytes, contentType: contentType)?.part(named: "file") else {
            throw APIError(.badRequest, "the multipart body has no part named 'file'", field: "file")
        }
        return (safeName(part.filename ?? "upload.csv"), part.body)
    }

    static func safeName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let cleaned = String(last.unicodeScalars.map { $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "_" ? Character($0) : "_" })
        let trimmed = cleaned.drop { $0 == "." }
        return trimmed.isEmpty ? "upload.csv" : String(trimmed.prefix(100))
    }
}
