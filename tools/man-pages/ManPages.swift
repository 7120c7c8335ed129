import Foundation

/// Writes a manual page for a command and every subcommand from its `--experimental-dump-help` JSON, so that the
/// pages are the ArgumentParser definitions themselves and never drift from them:
///
///     borderlog --experimental-dump-help | man-pages OUTPUT-FOLDER "BorderLog 0.2.0"
///
/// One page per command, named after its path: borderlog.1, borderlog-report.1, borderlog-report-schengen.1, …
@main
enum ManPages {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let folder = arguments.first, let source = arguments.last else {
            FileHandle.standardError.write(Data("usage: COMMAND --experimental-dump-help | man-pages OUTPUT-FOLDER SOURCE\n".utf8))
            exit(64)
        }
        let tool = try JSONDecoder().decode(ToolHelp.self, from: FileHandle.standardInput.readDataToEndOfFile())
        guard tool.serializationVersion == 0 else {
            FileHandle.standardError.write(Data("man-pages: dump-help version \(tool.serializationVersion), this tool reads version 0\n".utf8))
            exit(65)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var pending = [tool.command]
        while let command = pending.popLast() {
            let page = ManPage(command: command, source: source)
            try Data(page.text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(page.fileName))
            pending += command.visibleSubcommands
        }
    }
}
