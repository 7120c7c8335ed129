import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation

/// `borderlog init`: the config folder a newcomer starts from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the config folder: a commented rules file and a nightly sources file, and print a cron line.",
        discussion: """
            Writes rules.json (every bundled rule with a switch and a note, only Schengen on) to --rules PATH, \
            $BORDERLOG_RULES or ~/.config/borderlog/rules.json, and sources.conf (what the nightly run imports, \
            explained line by line) to $BORDERLOG_SOURCES or ~/.config/borderlog/sources.conf, and alerts.example.json \
            (where alerts go, commented; copy it to alerts.json to turn alerts on) beside the alerts file. A file that exists is \
            never changed. Then prints the crontab line that runs pipelines/nightly.sh every night on stdout; add it \
            with `crontab -e`. `borderlog doctor` checks the result.
            """)

    @OptionGroup var global: GlobalOptions

    mutating func run() throws {
        let config = ConfigFolder()
        let home = ProcessEnvironment.current["HOME"] ?? NSHomeDirectory()
        let result = try Stages.initConfig(
            rulesFile: try global.rulesFile(), sourcesFile: config.sourcesFile, alertsFile: try global.alertsFile(), home: home)
        for path in result.created { Console.err("init: created \(path)") }
        for path in result.kept { Console.err("init: kept \(path) (it exists; nothing in it was changed)") }
        let schedule = NightlySchedule(executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        Console.err("init: to import and check every night at 03:17, add this line with `crontab -e`:")
        Console.out(schedule.cronLine)
        if schedule.script == nil {
            Console.err("init: pipelines/nightly.sh was not found beside \(schedule.executable); put its path in the line")
        }
    }
}
