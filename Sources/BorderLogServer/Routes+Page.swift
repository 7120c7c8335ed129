import BorderLogGeo
import BorderLogHTML
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Hummingbird

/// `GET /`: the HTML report, live from the read model, with an override form in the day panel, a stay form and the
/// "Needs review" section, which call the API. The link `borderlog serve` prints, `/?token=TOKEN`, trades the token
/// for the session cookie and redirects to `/`, so the token stays in neither the page nor the browser's history
/// (docs/serve.md).
extension ServerRoutes {
    func addPage(to router: Router<APIRequestContext>) {
        router.get("/") { request, context in
            if let given = request.uri.queryParameters.get("token") {
                guard ServerToken.matches(Substring(given), configuration.token) else { return Self.needsTheLink }
                return Response(status: .seeOther, headers: [
                    .location: "/", .setCookie: SessionCookie.header(for: configuration.token), .cacheControl: "no-store",
                ])
            }
            // The token's cookie is the server's own page; a signed-in person's or a share link's is theirs (a share
            // link's read-only, without the forms).
            let readOnly = context.identity.map { !$0.mayWrite } ?? false
            var context = context
            if !readOnly && SessionCookie.isPresent(in: request.headers, token: configuration.token) {
                context.identity = nil
            } else if context.identity == nil {
                return Self.needsTheLink
            }
            var response = try await gateway(context).answer(request, key: readOnly ? "read-only" : "", contentType: "text/html; charset=utf-8") { model, store in
                guard let view = model.view else { return ByteBuffer(string: HTMLReport.empty(live: readOnly ? nil : .init())) }
                let data = try Stages.reportData(view, store: store)
                let live = readOnly ? nil : HTMLReport.Live(review: view.reviewList().runs, alerts: try store.storedAlerts().filter(\.holding).map(\.event))
                return ByteBuffer(string: HTMLReport(data, map: try? WorldMap.load(), version: BorderLogVersion.current, live: live).render())
            }
            // The browser may keep the page (it holds no token now), but asks each time whether it is still current.
            response.headers[.cacheControl] = "private, no-cache"
            return response
        }
    }

    /// Without the cookie or with a wrong token: where to get in.
    static var needsTheLink: Response {
        html(status: .unauthorized, """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>BorderLog</title></head><body>
            <h1>BorderLog</h1><p>Open the link <code>borderlog serve</code> printed: it carries the access token.</p></body></html>
            """)
    }

    static func html(status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
