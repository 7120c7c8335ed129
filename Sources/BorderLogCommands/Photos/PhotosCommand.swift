import ArgumentParser

/// `borderlog photos` / `borderlog-photos`: GPS and capture time from photo and video metadata.
public struct PhotosCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "photos", abstract: "Import presence evidence from photo and video metadata (not yet available).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Photo folders or files.")
    var paths: [String] = []

    public init() {}

    public mutating func run() throws {
        throw ValidationError("photo import is not available in this build yet")
    }
}
