import BorderLogGeo
import BorderLogModel
import BorderLogStore

/// What `resolve` is asked to do.
public struct ResolveOptions: Sendable {
    /// Re-resolve every signal (after the index was rebuilt), not only those never looked at.
    public var all = false

    public init(all: Bool = false) {
        self.all = all
    }
}

/// What a resolve run did. Every signal falls in one of three parts, which add up to `signals`: placed in a country
/// (a booking may carry its country without coordinates), at a position no country holds (the open sea) or that did
/// not resolve, or neither placed nor positioned.
public struct ResolveSummary: Sendable, Equatable {
    public var signals = 0, withCountry = 0, nearBorder = 0
    /// With coordinates and no country.
    public var atSeaOrUnknown = 0
    /// With neither coordinates nor a country.
    public var unplaced = 0

    mutating func count(_ signal: Signal) {
        signals += 1
        if signal.nearBorder == true { nearBorder += 1 }
        switch (signal.country != nil, signal.coordinate != nil) {
        case (true, _): withCountry += 1
        case (false, true): atSeaOrUnknown += 1
        case (false, false): unplaced += 1
        }
    }

    /// The one-line summary a person reads.
    public var line: String {
        "resolve: \(signals) signals, \(withCountry) with a country (\(nearBorder) near a border), \(atSeaOrUnknown) at sea or "
            + "unknown, \(unplaced) with neither coordinates nor a country"
    }
}

extension Stages {
    /// Country, time zone and near-border flag for stored signals from the offline index, a page at a time (one
    /// transaction each), so millions of signals resolve in bounded memory and a killed run keeps its pages. Needs the
    /// geo index (`context.geo`).
    public static func resolve(_ options: ResolveOptions, in store: Store, context: StageContext) throws -> ResolveSummary {
        let index = try context.geo.required()
        return try store.recordRun(stage: .resolve, arguments: options.all ? ["--all"] : []) {
            var resolver = SignalResolver(index: index)
            var summary = ResolveSummary()
            var after: Int64 = 0
            while true {
                let page = try store.signalsToResolve(all: options.all, after: after, limit: 20_000)
                guard let last = page.last else { break }
                let resolved = page.map { (id: $0.id, signal: resolver.resolve($0.signal)) }
                try store.saveResolutions(resolved)
                resolved.forEach { summary.count($0.signal) }
                after = last.id
            }
            return (summary, Store.RunCounts(seen: summary.signals, added: summary.withCountry), nil)
        }
    }
}
