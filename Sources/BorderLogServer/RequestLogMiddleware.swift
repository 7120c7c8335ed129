import Hummingbird
import Logging

/// The access log: one line per request with its method and path. The query is left out, because `GET /?token=`
/// carries the token there (DESIGN §13.6), and no header is logged.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let level: Logger.Level

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        context.logger.log(level: level, "Request", metadata: [
            "hb.request.path": .string(request.uri.path),
            "hb.request.method": .string(request.method.rawValue),
        ])
        return try await next(request, context)
    }
}
