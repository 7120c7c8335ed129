import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation

/// How `borderlog serve` runs.
public struct ServerConfiguration: Sendable {
    /// Loopback by default: the API is for the user's own devices through a tunnel they choose, never the network.
    public var host = "127.0.0.1"
    public var port = 8470
    /// The store every request reads and writes.
    public var storePath: String
    /// The bearer token every `/api` request must carry.
    public var token: String
    /// An origin allowed to call the API from a browser (CORS); none by default.
    public var allowOrigin: String?
    /// A rules file overlaying the bundled rules, as `--rules`.
    public var rulesPath: String?
    /// The person's profile (nationalities, home, statuses), as the command line reads it: it decides whether a
    /// Schengen limit applies at all.
    public var profileFile = ConfigFolder().profileFile
    /// The bundle key (`export bundle`), which signs the configuration documents; created on first use.
    public var signingKeyPath = SigningKey.defaultPath()
    /// How long a write waits for the store lock (held by a cron run, say) before answering 503.
    public var lockWait: Double = 3
    /// How often, at most, the ledger is inferred again after devices pushed new points (`--infer-every`); 0: before
    /// the push that brought them is answered.
    public var inferEvery: Double = 30
    /// The geo index device points are resolved with; the default path when nil.
    public var geoIndexPath: String?
    /// Where alerts go (`alerts.json`, as the command line finds it).
    public var alertsFile = AlertSettings.file()
    /// The shortest time between two alert checks a write starts (docs/alerts.md): 5 minutes; nil runs none.
    public var alertInterval: Duration? = .seconds(300)
    /// How long one alert channel may take.
    public var alertTimeout = Duration.seconds(10)
    /// Request bodies larger than this are refused with 413.
    public var maximumBodyBytes = defaultMaximumBodyBytes
    /// The person the owner token answers for (`serve --person`): their rules and profile files; nil for `rulesPath`
    /// and `profileFile` as set. The store is `storePath` either way (it already follows `--person` and `--store`).
    public var owner: Person?
    /// The people of the data home, whose accounts, grants and share links `serve` honours (docs/people.md).
    public var people = People()
    /// The time the login throttle and share links are judged by: the system's, or a test's.
    public var clock: @Sendable () -> Date = { Date() }
    /// `maximumBodyBytes` unless set: 10 MiB.
    public static let defaultMaximumBodyBytes = 10 << 20

    public init(storePath: String, token: String) {
        self.storePath = storePath
        self.token = token
    }
}
