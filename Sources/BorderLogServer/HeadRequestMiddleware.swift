import Hummingbird

/// HEAD on every GET route (RFC 9110 §9.3.2, docs/serve.md). The router answers a HEAD with the route's GET handler
/// (`RouterOptions.autoGenerateHeadEndpoints`), so the status and headers are the GET's own: `ETag`, `Content-Length`,
/// `Cache-Control`, `Content-Type`, and 304 when `If-None-Match` names the tag. This middleware, the outermost, drops
/// the body of every answer to a HEAD, errors included: the router would write an error's JSON after its head, which
/// a client reading a kept connection would take for the start of the next answer.
struct HeadRequestMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        // The body goes, its Content-Length stays: what the GET would have sent.
        return response.createHeadResponse()
    }
}
