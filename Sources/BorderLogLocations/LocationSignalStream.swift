import BorderLogGeo
import BorderLogModel

/// One file's points in, the signals worth storing out: each point placed in its zone and local day
/// (`LocationSignalMapper`), its speed along the track measured (`LocationSpeed`), thinned
/// (`LocationThinner`), and only then made a `Signal`.
///
/// Kept in this module so the thinner is specialised for `Resolved` points: millions pass through.
public struct LocationSignalStream {
    private var mapper: LocationSignalMapper
    private var thinner: LocationThinner<LocationSignalMapper.Resolved>
    private var speed = LocationSpeed()

    /// Without a geo index every point is kept: thinning keeps what a day says about countries, which it cannot
    /// tell, and `borderlog resolve` later places all of them.
    public init(index: GeoIndex?, thinning: LocationThinning) {
        mapper = LocationSignalMapper(index: index)
        thinner = LocationThinner(rule: index == nil ? .keepEverything : thinning)
    }

    /// Takes the next point in file order; passes the signals kept so far (often none) to `emit`.
    /// Points without a time are ignored here (the sink counts them).
    public mutating func offer(_ point: LocationPoint, emit: (Signal) -> Void) {
        guard var resolved = mapper.resolve(point), let utc = point.utc else { return }
        // Measured for every point, kept or not: thinning would leave too few to measure between.
        resolved.trackSpeed = speed.speed(at: utc, point.coordinate)
        thinner.offer(resolved) { emit(LocationSignalMapper.signal($0)) }
    }

    /// Passes what the thinner still holds at the end of the file to `emit`.
    public mutating func finish(emit: (Signal) -> Void) {
        thinner.finish { emit(LocationSignalMapper.signal($0)) }
    }
}
