import ArgumentParser
import BorderLogModel
import BorderLogStages

struct DevicesRevoke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke", abstract: "Revoke a device: its next request answers 401. Its points stay.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The device's name.", transform: DeviceNameArgument.parse)
    var name: DeviceName

    mutating func run() throws {
        let locked = try global.openForWriting(.devicesRevoke)
        if try Stages.revokeDevice(name, in: locked.store) {
            Console.err("devices: revoked \(name); its app's next request answers 401, its points stay")
        } else {
            Console.err("devices: \(name) was already revoked")
        }
    }
}
