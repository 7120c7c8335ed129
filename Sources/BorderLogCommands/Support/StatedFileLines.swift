import ArgumentParser
import BorderLogStore

/// What a person reads after importing stated files (stays, crossings): a line per file on standard error, and an
/// exit status 2 when a file was rejected, as the commands' help says.
enum StatedFileLines {
    /// The help of an import of stated files: each file all or nothing, `middle` (what a re-import does), the status.
    static func discussion(_ middle: String) -> String {
        """
        Every row of a file is checked first; if any row is wrong, the whole file is rejected with every problem \
        listed (file:line: field: what is wrong) and the store is left untouched. \(middle) Exit status 2 when a file \
        was rejected.
        """
    }

    /// Ends the command with exit status 2 when any file was rejected.
    static func exitIfRejected(_ rejectedFiles: Int) throws {
        if rejectedFiles > 0 { throw ExitCode(2) }
    }

    /// `command` prefixes each line (`stays`); `noun` names one row (`stay`).
    static func print(_ files: [Store.StatedFileImport], command: String, noun: String) {
        for result in files {
            switch result.outcome {
            case .imported:
                let replaced = result.removed > 0 ? ", replacing \(result.removed) from the earlier import" : ""
                let known = result.alreadyKnown > 0 ? ", \(result.alreadyKnown) already known from another file" : ""
                Console.err("\(command): \(result.path): imported \(result.added) \(noun)\(result.added == 1 ? "" : "s")\(known)\(replaced)")
            case .unchanged:
                Console.err("\(command): \(result.path): unchanged since the last import, nothing to do")
            case .rejected:
                let errors = result.issues.filter { $0.severity == .error }.count
                Console.err("\(command): \(result.path): rejected, \(errors) error\(errors == 1 ? "" : "s"); nothing imported from this file")
            }
        }
    }
}
