import BorderLogModel
import BorderLogSettings
import Foundation

/// `GET /api/openapi.json`: every route of the API, written once here (a test checks each against the router).
enum OpenAPIDocument {
    struct Route: Sendable {
        let method: String
        /// OpenAPI path, `{name}` for parameters, trailing slash as the seed backend writes it.
        let path: String
        let summary: String
        var query: [String] = []
        /// The request body's fields, when it takes one.
        var body: [String]?
        let responses: [Int]
        /// Open to anyone: the configuration backend. Every other route needs the token.
        var isPublic = false

        /// The documented statuses with those every route of its kind has: 304 for a GET (`If-None-Match`), 403 for a
        /// write under `/api` (the session cookie from another origin).
        var statuses: [Int] {
            var statuses = Set(responses)
            if method == "get" { statuses.insert(304) } else if !isPublic { statuses.insert(403) }
            return statuses.sorted()
        }
    }

    static let routes: [Route] = [
        Route(method: "get", path: "/api/travel-segments/", summary: "List stays (the stays list --format json objects)", responses: [200, 401]),
        Route(method: "post", path: "/api/travel-segments/", summary: "Create a stay", body: ["country", "entry", "exit", "note"], responses: [201, 400, 401, 409, 413, 422, 503]),
        Route(method: "get", path: "/api/travel-segments/{id}/", summary: "One stay", responses: [200, 401, 404]),
        Route(method: "put", path: "/api/travel-segments/{id}/", summary: "Replace a stay, keeping its id", body: ["country", "entry", "exit", "note"], responses: [200, 400, 401, 404, 409, 413, 422, 503]),
        Route(method: "delete", path: "/api/travel-segments/{id}/", summary: "Delete a stay", responses: [204, 401, 404, 503]),
        Route(method: "post", path: "/api/travel-segments/import/csv/", summary: "Import a stays CSV (text/csv, or multipart/form-data with a file part); answers a task id", body: ["file"], responses: [202, 400, 401, 413]),
        Route(method: "get", path: "/api/travel-segments/import/status/{task_id}/", summary: "An import task: PENDING, STARTED, SUCCESS or FAILURE, stays imported, errors as file:line: field: message", responses: [200, 401, 404]),
        Route(method: "get", path: "/api/calculations/schengen/", summary: "Schengen 90/180 on a day (the report schengen JSON)", query: ["on"], responses: [200, 400, 401, 404]),
        Route(method: "get", path: "/api/rules/", summary: "Every rule turned on, on a day (the report rules JSON); with_plans=true counts saved plans", query: ["on", "with_plans"], responses: [200, 400, 401, 404]),
        Route(method: "get", path: "/api/eligibility/{rule}/", summary: "An eligibility rule on a day (the report eligibility JSON); with_plans=true counts saved plans; an unknown rule is 404 naming the known ones", query: ["on", "with_plans"], responses: [200, 400, 401, 404]),
        Route(method: "post", path: "/api/forecast/", summary: "A planned stay against a zone's rolling limit or any rule (the report forecast JSON)", body: ["zone", "rule", "withPlans", "enter", "exit", "length"], responses: [200, 400, 401, 404, 422]),
        Route(method: "get", path: "/api/plans/", summary: "Saved plans (the plan list --format json objects)", responses: [200, 401]),
        Route(method: "post", path: "/api/plans/", summary: "Save a plan", body: ["country", "entry", "exit", "name"], responses: [201, 400, 401, 422, 503]),
        Route(method: "delete", path: "/api/plans/{id}/", summary: "Remove a plan", responses: [204, 401, 404, 503]),
        Route(method: "get", path: "/api/ledger/", summary: "The ledger's days (the export ledger JSON)", query: ["from", "to"], responses: [200, 400, 401, 404]),
        Route(method: "post", path: "/api/ledger/infer/", summary: "Recompute the ledger (the infer --format json object)", body: ["to"], responses: [200, 400, 401, 503]),
        Route(method: "get", path: "/api/days/{date}/", summary: "Why a day reads as it does (the explain JSON)", responses: [200, 400, 401, 404]),
        Route(method: "get", path: "/api/trips/", summary: "Trips (the report trips JSON)", query: ["from", "to"], responses: [200, 400, 401, 404]),
        Route(method: "get", path: "/api/overrides/", summary: "Every day override", responses: [200, 401]),
        Route(method: "put", path: "/api/overrides/{date}/", summary: "Set a day's countries in visiting order", body: ["countries", "note"], responses: [200, 400, 401, 422, 503]),
        Route(method: "delete", path: "/api/overrides/{date}/", summary: "Remove a day's override", responses: [204, 400, 401, 404, 503]),
        Route(method: "get", path: "/api/devices/", summary: "The phone trackers that push to /ingest/ (the devices list --format json objects: name, app, created, lastSeen, points, quarantined, revoked, revokedAt)", responses: [200, 401]),
        Route(method: "get", path: "/api/review/", summary: "Runs of days that need a look (the review --format json objects: from, to, days, reason, countries, suggestion, suggestions, sides)", responses: [200, 401, 404]),
        Route(method: "post", path: "/api/review/assign/", summary: "State the country of every day from..to (a stay of source review); answers the stay. With until and then, a split in one transaction: country from..until, then the days after until..to; answers both stays", body: ["from", "to", "country", "note", "until", "then"], responses: [201, 400, 401, 404, 409, 413, 422, 503]),
        Route(method: "post", path: "/api/review/confirm/", summary: "Confirm the ledger's reading of every day from..to (to defaults to from); answers [{date, countries, confirmedOn}]", body: ["from", "to"], responses: [200, 400, 401, 404, 413, 422, 503]),
        Route(method: "get", path: "/api/people/", summary: "The report people object ({on, people: [{person, schengen, rules, eligibility, alerts}]}) for the people the caller may read: all for the owner token, oneself and one's grants for a person, the one person of a share link", query: ["on"], responses: [200, 400, 401]),
        Route(method: "get", path: "/api/openapi.json", summary: "This document", responses: [200, 401]),
        Route(method: "post", path: "/login", summary: "Sign a person in (name and password, as a form or JSON): sets the borderlog_person session cookie (HttpOnly, SameSite=Strict); five failures from one address within a minute close it for a minute", body: ["name", "password"], responses: [200, 303, 400, 401, 429], isPublic: true),
        Route(method: "post", path: "/logout", summary: "End the person's session", responses: [204], isPublic: true),
        Route(method: "get", path: "/config/manifest", summary: "The configuration documents in force: {publicKey (raw Ed25519, base64), zones, rules, countries (each {version, etag})}; signed like the documents", responses: [200], isPublic: true),
        Route(method: "get", path: "/config/zones/{version}", summary: "The zones of that version ({version, zones}); the Signature header is ed25519= and the base64 signature of the body's exact bytes with the manifest's key", responses: [200, 404], isPublic: true),
        Route(method: "get", path: "/config/rules/{version}", summary: "The day-count and eligibility rules of that version ({version, rules, eligibility}), signed like the zones", responses: [200, 404], isPublic: true),
        Route(method: "get", path: "/config/countries/{version}", summary: "The countries of that version ({version, countries: [{code, name}]}), signed like the zones", responses: [200, 404], isPublic: true),
    ]

    static let json: String = {
        var paths: [String: [String: Any]] = [:]
        for route in routes {
            var operation: [String: Any] = [
                "summary": route.summary,
                "responses": Dictionary(uniqueKeysWithValues: route.statuses.map { (String($0), ["description": description(of: $0)]) }),
            ]
            if route.isPublic { operation["security"] = [[String: [String]]]() }
            var parameters: [[String: Any]] = route.query.map { name in
                let schema: [String: Any] = name == "with_plans" ? ["type": "boolean"] : ["type": "string", "format": "date"]
                return ["name": name, "in": "query", "required": false, "schema": schema]
            }
            for name in route.path.split(separator: "{").dropFirst().compactMap({ $0.split(separator: "}").first }) {
                parameters.append(["name": String(name), "in": "path", "required": true, "schema": ["type": "string"]])
            }
            if !parameters.isEmpty { operation["parameters"] = parameters }
            if let body = route.body {
                let properties = Dictionary(uniqueKeysWithValues: body.map { ($0, ["type": $0 == "length" ? "integer" : $0 == "countries" ? "array" : $0 == "withPlans" ? "boolean" : "string"] as [String: Any]) })
                operation["requestBody"] = ["content": ["application/json": ["schema": ["type": "object", "properties": properties]]]]
            }
            paths[route.path, default: [:]][route.method] = operation
            if route.method == "get" {
                // HEAD is the GET without its body (HeadRequestMiddleware): written here once for every GET route.
                var head = operation
                head["summary"] = "The GET's status and headers (ETag, Content-Length, Content-Type), without the body"
                paths[route.path, default: [:]]["head"] = head
            }
        }
        let document: [String: Any] = [
            "openapi": "3.0.3",
            "info": ["title": "BorderLog", "version": BorderLogVersion.current,
                     "description": """
                        The presence ledger on this machine. Errors are {"error", "field"}. Every GET answers with an ETag and \
                        honours If-None-Match with 304; HEAD on a GET route answers its status and headers without the body. \
                        The API takes Authorization: Bearer TOKEN, or the session cookie the page link (/?token=TOKEN) sets; \
                        with the cookie, any method but GET must come from the server's own page (Origin or Sec-Fetch-Site \
                        same-origin), else 403. A person signed in with POST /login is answered from their own store with \
                        their session cookie, under the same rule. A share link answers the GET routes of one person read-only \
                        at /share/TOKEN/api/…: any other method 403, an expired link 410, a revoked or unknown one 401.
                        """],
            "components": ["securitySchemes": [
                "bearer": ["type": "http", "scheme": "bearer"],
                "cookie": ["type": "apiKey", "in": "cookie", "name": SessionCookie.name],
                "person": ["type": "apiKey", "in": "cookie", "name": PersonSessionCookie.name],
            ]],
            "security": [["bearer": [String]()], ["cookie": [String]()], ["person": [String]()]],
            "paths": paths,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }()

    static let tag = EntityTag(of: Data(json.utf8))

    private static func description(of status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted: the task id"
        case 204: "Deleted"
        case 304: "Not modified: If-None-Match names the current ETag"
        case 400: "Malformed JSON or a bad date"
        case 401: "Missing or wrong bearer token"
        case 403: "The session cookie, sent from another origin"
        case 404: "Not found"
        case 409: "Overlaps a stored stay, or (review) a day fixed by an override"
        case 303: "Signed in from a form: on to the page"
        case 413: "Body over 10 MiB"
        case 429: "Too many failed logins from this address (Retry-After)"
        case 422: "A field is invalid (named in field)"
        case 503: "The store is busy (Retry-After)"
        default: "See the error"
        }
    }
}
