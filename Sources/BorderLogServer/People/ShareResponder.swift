import BorderLogAccess
import Foundation
import Hummingbird
import Logging

/// `/share/TOKEN` and `/share/TOKEN/api/…` (docs/people.md): a share link opens one person's page and API, read-only.
/// In front of the router: the token is checked (unknown or revoked 401, expired 410), the use recorded (time and
/// address), and the request passed on as `/` or `/api/…` with the link as its caller, so that the same routes answer
/// and `APIAuthMiddleware` refuses every write (403). Nothing after this sees the token, and the log line of a use
/// writes the path as `/share/…/api/…`.
struct ShareResponder<Inner: HTTPResponder>: HTTPResponder where Inner.Context == APIRequestContext {
    typealias Context = APIRequestContext
    let inner: Inner
    let policy: AccessPolicy
    let clock: @Sendable () -> Date

    func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        guard path == "/share" || path.hasPrefix("/share/") else { return try await inner.respond(to: request, context: context) }
        let rest = path.dropFirst("/share/".count)
        let tokenText = rest.prefix { $0 != "/" }
        let tail = String(rest.dropFirst(tokenText.count))
        let shown = "/share/…" + tail
        do {
            guard let token = ShareToken(tokenText) else { throw Self.unauthorized }
            // Only the page and the API, and no segment that could climb out of them.
            let segments = tail.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            guard tail.isEmpty || tail == "/" || tail == "/api" || tail.hasPrefix("/api/"),
                  !segments.contains(where: { $0 == "." || $0 == ".." }), !tail.contains("%"), !tail.contains("\\")
            else { throw APIError(.notFound, "a share link opens its page (/share/TOKEN) and its API (/share/TOKEN/api/…) only") }
            let now = clock()
            let link: ShareLink
            switch try policy.access().share(for: token, now: now) {
            case .unknown, .revoked: throw Self.unauthorized
            case .expired: throw APIError(.gone, "this share link has expired; ask for a new one")
            case .valid(let valid): link = valid
            }
            try policy.access().recordUse(of: link.id, at: now, address: context.remoteAddress)
            context.logger.info("Share link used", metadata: [
                "share.id": .stringConvertible(link.id), "hb.request.path": .string(shown), "hb.request.method": .string(request.method.rawValue),
                "client.address": .string(context.remoteAddress),
            ])
            var head = request.head
            let query = request.uri.query.map { "?" + $0 } ?? ""
            head.path = (tail.isEmpty || tail == "/" ? "/" : tail) + query
            var context = context
            context.identity = .share(id: link.id, person: link.person)
            return try await inner.respond(to: Request(head: head, body: request.body), context: context)
        } catch let error as APIError {
            context.logger.info("Share link refused", metadata: [
                "hb.request.path": .string(shown), "http.response.status": .stringConvertible(error.status.code),
                "client.address": .string(context.remoteAddress),
            ])
            return try error.response(from: request, context: context)
        }
    }

    private static var unauthorized: APIError {
        APIError(.unauthorized, "this share link is not valid (unknown or revoked)")
    }
}
