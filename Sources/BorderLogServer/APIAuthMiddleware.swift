import Hummingbird

/// Every `/api` path — unknown ones and the OpenAPI document included — needs the token: `Authorization: Bearer TOKEN`,
/// or the session cookie of the served page (docs/serve.md). The cookie alone is enough for GET; any other method with
/// the cookie must also come from the server's own page (`Origin` or `Sec-Fetch-Site`), so that another site cannot
/// make the browser write on the person's behalf. Anything else answers 401 (403 for a cookie from elsewhere) before a
/// route is looked at. With people (docs/people.md): a share link's caller (set by `ShareResponder`) only reads, 403
/// for anything else; a signed-in person's session cookie is taken as the token's cookie is, for their own store.
struct APIAuthMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path == "/api" || path.hasPrefix("/api/") else { return try await next(request, context) }
        let isRead = request.method == .get || request.method == .head
        if let caller = context.identity, !caller.mayWrite {
            guard isRead else { throw APIError(.forbidden, "a share link reads only: \(request.method) is not allowed") }
            return try await next(request, context)
        }
        var context = context
        if let header = request.headers[.authorization] {
            guard header.hasPrefix("Bearer "), ServerToken.matches(header.dropFirst("Bearer ".count), token) else { throw Self.unauthorized }
            context.identity = .owner
            return try await next(request, context)
        }
        if SessionCookie.isPresent(in: request.headers, token: token) {
            context.identity = .owner
        } else if context.identity == nil {
            throw Self.unauthorized
        }
        guard isRead || request.head.isSameOrigin else {
            throw APIError(.forbidden, "the session cookie is taken for \(request.method) only from this server's own page (Origin or "
                + "Sec-Fetch-Site same-origin); other clients send Authorization: Bearer TOKEN")
        }
        return try await next(request, context)
    }

    private static var unauthorized: APIError {
        var error = APIError(.unauthorized, "missing or wrong bearer token: send Authorization: Bearer TOKEN (the token file `borderlog serve` names)")
        error.headers[.wwwAuthenticate] = "Bearer"
        return error
    }
}

/// Errors that reach the router as plain HTTP errors (an unknown path, a wrong method) answer in the API's JSON
/// shape too, under `/api`.
struct JSONErrorsMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where request.uri.path.hasPrefix("/api") {
            let message = error.body ?? (error.status == .notFound ? "no such resource: \(request.uri.path)" : error.status.reasonPhrase)
            var answer = APIError(error.status, message)
            answer.headers = error.headers
            throw answer
        }
    }
}
