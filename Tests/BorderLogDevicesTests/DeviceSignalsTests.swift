import BorderLogDevices
import BorderLogLocations
import BorderLogModel
import Foundation
import Testing

@Suite struct DeviceSignalsTests {
    @Test func identityIsDeviceInstantAndPositionToE7() throws {
        let phone = try DeviceName("phone")
        let point = LocationPoint(coordinate: Coordinate(latitude: 48.858_330_04, longitude: 2.295_13)!, utc: Date(timeIntervalSince1970: 1_718_438_400.25))
        let signal = try #require(DeviceSignals.signals([point], device: phone, index: nil).first)
        #expect(signal.identity == "device:phone:1718438400250:488583300:22951300")
        #expect(signal.kind == .location)
        // A position different below 1e-7 degrees is the same point; another device's is not.
        let nearly = LocationPoint(coordinate: Coordinate(latitude: 48.858_330_01, longitude: 2.295_13)!, utc: point.utc)
        #expect(DeviceSignals.signals([nearly], device: phone, index: nil).first?.identity == signal.identity)
        #expect(DeviceSignals.signals([point], device: try DeviceName("tablet"), index: nil).first?.identity != signal.identity)
    }

    @Test(arguments: ["", "a b", "phone:1", "../etc", "-phone", "ph/one", "téléphone", String(repeating: "a", count: 65), "phone\n"])
    func unsafeDeviceNamesAreRefused(_ name: String) {
        #expect(throws: DeviceName.Invalid.self) { try DeviceName(name) }
    }

    @Test(arguments: ["phone", "Ana-iPhone_15", "p.1", String(repeating: "a", count: 64)])
    func safeDeviceNamesAreTaken(_ name: String) throws {
        #expect(try DeviceName(name).rawValue == name)
    }

    @Test func formFieldsDecodePercentAndPlus() {
        let fields = FormFields.parse("time=2024-06-15T09%3A30%3A00Z&note=a+b&empty=&lat=1&lat=2")
        #expect(fields["time"] == "2024-06-15T09:30:00Z")
        #expect(fields["note"] == "a b")
        #expect(fields["empty"] == "")
        #expect(fields["lat"] == "1")
        #expect(FormFields.parse("a=%ZZ%")["a"] == "%ZZ%")
    }
}
