import ArgumentParser
import BorderLogServer
import Foundation
import Hummingbird

/// `borderlog serve`: the REST API and the live report on this machine.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the ledger over a local HTTP API and as a live page, for a phone or web client.",
        discussion: """
            Binds 127.0.0.1 by default. Every /api route needs `Authorization: Bearer TOKEN`; the token is read from \
            --token-file, created there on first start (mode 0600). The page at / opens with the link printed at start, \
            which trades the token for an HttpOnly session cookie and redirects to /; the API takes that cookie too (from \
            the page itself, for anything but GET). No log line holds the token. Reads come from a model built once per \
            snapshot; every GET has an ETag and honours If-None-Match. /config/manifest and /config/{zones,rules,countries}/VERSION \
            publish the zones, rules and countries in force, public and signed with the bundle key. Writes take the store's lock per request (503 with Retry-After when a cron run \
            holds it) and recompute the ledger before answering. SIGINT or SIGTERM ends the server after the requests \
            in flight. The OpenAPI document is at /api/openapi.json. Phone trackers push to /ingest/APP, each with its own \
            device secret (`borderlog devices add`); the ledger follows at most every --infer-every seconds.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Address to bind (default: 127.0.0.1, this machine only).")
    var host = "127.0.0.1"

    @Option(help: "Port (default: 8470).")
    var port = 8470

    @Option(help: "Token file. Default: $XDG_CONFIG_HOME/borderlog/server-token (created on first start).")
    var tokenFile: String?

    @Option(help: "An origin allowed to call the API from a browser (CORS), e.g. http://localhost:3000. None by default.")
    var allowOrigin: String?

    @Option(help: "After devices push new points, infer the ledger again at most this often, in seconds (default: 30; 0: before answering the push).")
    var inferEvery: Double = 30

    @OptionGroup var index: GeoIndexOptions

    public init() {}

    public func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1…65535") }
        guard inferEvery >= 0, inferEvery.isFinite else { throw ValidationError("--infer-every must be 0 or more seconds") }
    }

    public func run() async throws {
        let tokenPath = tokenFile ?? ServerToken.defaultPath()
        var configuration = ServerConfiguration(storePath: try global.storePath(), token: try ServerToken.load(path: tokenPath))
        configuration.host = host
        configuration.port = port
        configuration.allowOrigin = allowOrigin
        configuration.rulesPath = global.rules
        configuration.inferEvery = inferEvery
        configuration.geoIndexPath = index.path
        // The owner token answers for --person (default: the person `default`, as before people).
        configuration.owner = try global.personFiles()
        if !["127.0.0.1", "::1", "localhost"].contains(host) {
            Console.err("warning: serving on \(host): other machines on that network can reach the API (the token still guards it)")
        }
        // The access log (one line per request) is on: a server is looked at through its log.
        var logger = global.logger
        logger.logLevel = .info
        Console.err("serve: http://\(host):\(port)/?token=… (token in \(tokenPath)); store \(configuration.storePath)")
        let app = BorderLogServer.application(configuration, logger: logger)
        try await app.runService()
    }
}
