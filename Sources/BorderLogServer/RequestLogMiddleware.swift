import BorderLogModel
import Hummingbird
import Logging

/// The access log: one line per request with its method, path and the names of its query's fields, and the cause of
/// every answer that is a server failure (500) rather than an API error. No query value is written (`token=…`,
/// `lat=…`): `GET /?token=` and the device routes carry secrets and coordinates there (docs/serve.md, docs/devices.md),
/// and no header is logged.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext
    let level: Logger.Level

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var metadata: Logger.Metadata = ["hb.request.path": .string(Self.loggedPath(request.uri.path)), "hb.request.method": .string(request.method.rawValue)]
        if let query = Self.redactedQuery(request.uri.query) { metadata["hb.request.query"] = .string(query) }
        context.logger.log(level: level, "Request", metadata: metadata)
        do {
            return try await next(request, context)
        } catch let error as HTTPResponseError {
            throw error
        } catch {
            context.logger.error("Request failed: \(error)", metadata: metadata)
            throw error
        }
    }

    /// The path, except under `/ingest/`, where only the apps' own routes are written (`/ingest/…` for any other, which
    /// a misconfigured app may have filled with a position).
    static func loggedPath(_ path: String) -> String {
        guard path.hasPrefix("/ingest/") else { return path }
        let route = path.hasSuffix("/") ? String(path.dropLast()) : path
        return DeviceApp.allCases.contains { $0.route == route } ? path : "/ingest/…"
    }

    /// The query's field names, each value written `…`: `lat=…&lon=…&token=…`.
    static func redactedQuery(_ query: String?) -> String? {
        guard let query, !query.isEmpty else { return nil }
        return query.split(separator: "&").map { field in
            let name = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            // A name is the client's to choose (a misconfigured app may put a position there): written only when it is
            // a word of ASCII letters and `_`, of at most 32; any other name is written `?`.
            let isWord = !name.isEmpty && name.count <= 32 && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
            let safe = isWord ? String(name) : "?"
            return "\(safe)=…"
        }.joined(separator: "&")
    }
}
