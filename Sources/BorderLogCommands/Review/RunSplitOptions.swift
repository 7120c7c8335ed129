import ArgumentParser
import BorderLogModel
import BorderLogStages

/// `THEN` and `--until` of `review assign`: the run split in two, the first country from FROM through --until and
/// THEN from the day after it through TO.
struct RunSplitOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp("With --until: the country of the days after --until through TO, written as the first.", valueName: "then"),
        transform: Place.parsing)
    var then: Place?

    @Option(help: "Split the run: the first country takes FROM through this day, included; THEN takes the days after it through TO. Format: YYYY-MM-DD.")
    var until: LocalDay?

    /// Both or neither. Not this group's `validate()`, which would run first: `review assign` calls it once it has
    /// checked that the run goes forwards, so that a line wrong both ways is told about the run.
    func requireBoth() throws {
        if until != nil, then == nil { throw ValidationError("--until needs the country of the days after it: review assign FROM TO COUNTRY --until DATE THEN") }
        if then != nil, until == nil { throw ValidationError("a second country needs --until, the last day of the first: review assign FROM TO COUNTRY --until DATE THEN") }
    }

    /// The whole run's assignment, or its two parts when split.
    func assignments(of whole: ReviewAssignment) throws(ReviewError) -> [ReviewAssignment] {
        guard let until, let then else { return [whole] }
        return try whole.split(until: until, then: then.country, region: then.region)
    }

    /// The places the run is assigned to, in order: `first`, and THEN when split.
    func places(first: Place) -> [Place] {
        [first] + (then.map { [$0] } ?? [])
    }
}
