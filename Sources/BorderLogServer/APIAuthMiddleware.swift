import Hummingbird

/// Every `/api` path — unknown ones and the OpenAPI document included — needs `Authorization: Bearer TOKEN`;
/// anything else answers 401 before a route is looked at.
struct APIAuthMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path == "/api" || path.hasPrefix("/api/") else { return try await next(request, context) }
        let header = request.headers[.authorization] ?? ""
        guard header.hasPrefix("Bearer "), ServerToken.matches(header.dropFirst("Bearer ".count), token) else {
            var error = APIError(.unauthorized, "missing or wrong bearer token: send Authorization: Bearer TOKEN (the token file `borderlog serve` names)")
            error.headers[.wwwAuthenticate] = "Bearer"
            throw error
        }
        return try await next(request, context)
    }
}

/// Errors that reach the router as plain HTTP errors (an unknown path, a wrong method) answer in the API's JSON
/// shape too, under `/api`.
struct JSONErrorsMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

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
