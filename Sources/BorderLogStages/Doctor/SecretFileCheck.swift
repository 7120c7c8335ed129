/// A file that must stay its owner's alone (the server token, the bundle signing key): absent is fine (it is created
/// 0600 on first use), readable by others is not.
struct SecretFileCheck: SetupCheck {
    let subject: String
    let path: String
    /// The command that creates the file on first use.
    let createdBy: String

    func run() -> CheckOutcome {
        switch OwnerOnlyFile(path: path, absent: "none yet at \(path) (`\(createdBy)` creates it, mode 0600)", exposed: "it") {
        case .mode(let mode): .ok("\(path) (mode \(mode))")
        case .settled(let outcome): outcome
        }
    }
}
