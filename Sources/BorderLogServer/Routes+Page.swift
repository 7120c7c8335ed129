import BorderLogCore
import BorderLogHTML
import BorderLogStages
import BorderLogStore
import Hummingbird

/// `GET /?token=TOKEN`: the HTML report, live from the store, with an override form in the day panel, a stay form and
/// the "Needs review" section, which call the API. The token in the link (the one `borderlog serve` prints) lets the
/// page call the API.
extension ServerRoutes {
    func addPage(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in
            guard let given = request.uri.queryParameters.get("token"), ServerToken.matches(Substring(given), configuration.token) else {
                return Self.html(status: .unauthorized, """
                    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>BorderLog</title></head><body>
                    <h1>BorderLog</h1><p>Open the link <code>borderlog serve</code> printed: it carries the access token.</p></body></html>
                    """)
            }
            let rules = try gateway.rules(), profile = try gateway.profile()
            let token = configuration.token
            let page = try await gateway.read { store -> String in
                guard let view = try? LedgerView(store: store, rules: rules, profile: profile) else {
                    return HTMLReport.empty(live: .init(token: token))
                }
                let data = try Stages.reportData(view, store: store)
                let live = HTMLReport.Live(token: token, review: view.reviewList().runs)
                return HTMLReport(data, map: try? WorldMap.load(), version: BorderLogVersion.current, live: live).render()
            }
            return Self.html(status: .ok, page)
        }
    }

    static func html(status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
