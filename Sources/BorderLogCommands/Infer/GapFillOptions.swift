import ArgumentParser
import BorderLogInference

/// `--max-gap`: the longest run of unknown days `infer` fills from the country on both sides, and the inference
/// policy that makes.
struct GapFillOptions: ParsableArguments {
    @Option(help: "Longest run of unknown days to fill when the same country bounds it (default: 14; 0 fills none).")
    var maxGap: Int?

    func validate() throws {
        if let maxGap, maxGap < 0 { throw ValidationError("--max-gap must be 0 or more days") }
    }

    /// The standard policy, with `--max-gap` when given.
    var policy: InferencePolicy {
        var policy = InferencePolicy.standard
        if let maxGap { policy.maxGapDays = maxGap }
        return policy
    }
}
