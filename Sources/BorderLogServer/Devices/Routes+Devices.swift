import BorderLogStages
import Hummingbird
import NIOCore
import NIOPosix

/// `GET /api/devices/` (the owner's token): the devices as `devices list --format json` shows them (docs/devices.md).
extension ServerRoutes {
    func addDevices(to api: RouterGroup<APIRequestContext>) {
        api.get("devices") { request, context in
            let devices = try await gateway(context).withReader { store in try Stages.devices(in: store) }
            return try await Response.conditionalJSON(request, devices)
        }
    }
}
