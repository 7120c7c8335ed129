import Hummingbird
import Logging

/// The access log: one line per request with its method and path, and the cause of every answer that is a server
/// failure (500) rather than an API error. The query is left out, because `GET /?token=` carries the token there
/// (docs/serve.md), and no header is logged.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = APIRequestContext
    let level: Logger.Level

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let metadata: Logger.Metadata = ["hb.request.path": .string(request.uri.path), "hb.request.method": .string(request.method.rawValue)]
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
}
