#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Lines read from standard input for a command (a password): the process's stdin, or the lines a task gives its
/// commands in process (the command tests), as `ConsoleCapture` keeps their output.
public final class ConsoleInput: Sendable {
    /// The input of the current task's commands; nil when they read the process's stdin.
    @TaskLocal public static var given: ConsoleInput?

    private let lines: Mutex<[String]>
    /// Whether the given lines stand for a terminal.
    let terminal: Bool

    public init(lines: [String], terminal: Bool) {
        self.lines = Mutex(lines)
        self.terminal = terminal
    }

    /// Whether input comes from a terminal (then a password is asked twice, unechoed).
    static var isTerminal: Bool {
        if let given { return given.terminal }
        return isatty(STDIN_FILENO) == 1
    }

    /// The next line, without its newline; with `hidden` on a terminal, typed without echo after `prompt` on stderr.
    static func line(prompt: String?, hidden: Bool) -> String? {
        if let given { return given.lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
        if let prompt { FileHandle.standardError.write(Data(prompt.utf8)) }
        var saved = termios()
        let echoOff = hidden && isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0
        if echoOff {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if echoOff {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
                FileHandle.standardError.write(Data("\n".utf8))
            }
        }
        return readLine(strippingNewline: true)
    }
}
