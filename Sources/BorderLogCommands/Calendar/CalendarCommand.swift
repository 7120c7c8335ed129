import ArgumentParser

/// `borderlog calendar` / `borderlog-calendar` (not yet available).
public struct CalendarCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "calendar", abstract: "Import calendar evidence (not yet available).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Files or folders.")
    var paths: [String] = []

    public init() {}

    public mutating func run() throws {
        throw ValidationError("calendar import is not available in this build yet")
    }
}
