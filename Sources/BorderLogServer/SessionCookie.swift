import Crypto
import Foundation
import HTTPTypes

/// The cookie `GET /?token=` trades the token for, so that the page never holds the token and its link leaves no token
/// in the browser's history (docs/serve.md). `HttpOnly`: the page's scripts never see it; `SameSite=Strict`: other
/// sites' pages never send it. Its value is derived from the token, so a cookie read off a disk is no bearer token.
enum SessionCookie {
    static let name = "borderlog_session"

    /// The cookie's value for `token`: 64 hex digits.
    static func value(for token: String) -> String {
        SHA256.hash(data: Data("borderlog-session-v1\n\(token)".utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The `Set-Cookie` header that hands the cookie to the browser.
    static func header(for token: String) -> String {
        "\(name)=\(value(for: token)); Path=/; HttpOnly; SameSite=Strict"
    }

    /// Whether the request carries the cookie of `token` (in any of its `Cookie` fields).
    static func isPresent(in headers: HTTPFields, token: String) -> Bool {
        let expected = value(for: token)
        return headers[values: .cookie].lazy.flatMap { $0.split(separator: ";") }.contains { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 && parts[0].trimmingCharacters(in: .whitespaces) == name
                && ServerToken.matches(Substring(parts[1].trimmingCharacters(in: .whitespaces)), expected)
        }
    }
}

extension HTTPField.Name {
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
}

extension HTTPRequest {
    /// Whether the request comes from a page of this server: `Sec-Fetch-Site: same-origin`, or an `Origin` that is this
    /// server's own (`http://` and the host the request was sent to), and neither header says otherwise.
    var isSameOrigin: Bool {
        let site = headerFields[.secFetchSite]?.lowercased(), origin = headerFields[.origin]?.lowercased()
        let authority = (authority ?? "").lowercased()
        if let site, site != "same-origin" { return false }
        if let origin, authority.isEmpty || origin != "http://\(authority)" { return false }
        return site != nil || origin != nil
    }
}
