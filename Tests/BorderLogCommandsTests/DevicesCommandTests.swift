import BorderLogBarcode
import BorderLogDevices
import BorderLogModel
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Crypto
import Foundation
import Testing

/// `devices add | list | revoke | quarantine` and `signals --source device:NAME`, run in process.
@Suite struct DevicesCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments)
    }

    /// The secret `devices add` printed.
    private func secret(in output: String) throws -> String {
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("secret: ") })
        return String(line.dropFirst("secret: ".count).prefix { $0 != " " })
    }

    @Test func addPrintsTheSecretOnceAndStoresOnlyItsHash() async throws {
        let added = await borderlog("devices", "add", "phone", "--app", "owntracks", "--url", "https://borderlog.example.org/", "--png", directory.path("phone.png"))
        #expect(added.status == 0, "\(added.stderr)")
        let secret = try secret(in: added.stdout)
        // 32 bytes, base64url without padding.
        #expect(secret.count == 43)
        #expect(secret.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(added.stdout.contains("url: https://borderlog.example.org/ingest/owntracks"))
        #expect(added.stdout.contains("user: phone"))
        #expect(added.stdout.contains("password: \(secret)"))
        let device = try #require(try Store(path: store).device(named: try DeviceName("phone")))
        #expect(device.secretHash == Data(SHA256.hash(data: Data(secret.utf8))))
        #expect(device.app == .owntracks)
        // The secret is nowhere in the store's file.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: store)) + ((try? Data(contentsOf: URL(fileURLWithPath: store + "-wal"))) ?? Data())
        #expect(bytes.range(of: Data(secret.utf8)) == nil)
        // Two devices never share a secret.
        let other = await borderlog("devices", "add", "tablet", "--app", "gpslogger")
        #expect(try self.secret(in: other.stdout) != secret)
        #expect(other.stdout.contains("custom URL: http://127.0.0.1:8470/ingest/gpslogger?lat=%LAT&lon=%LON&time=%TIME"))
        // The name is taken.
        let again = await borderlog("devices", "add", "phone", "--app", "overland")
        #expect(again.status != 0)
        #expect(again.stderr.contains("a device named phone already exists"))
    }

    @Test(arguments: ["ph one", "phone:2", "../x", "-p", "téléphone"])
    func unsafeNamesAreRefusedWithTheRule(_ name: String) async {
        let result = await borderlog("devices", "add", name, "--app", "owntracks", "--png", directory.path("phone.png"))
        #expect(result.status == 64)
        #expect(result.stderr.contains("letters, digits"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: store) || (try? Store(path: store).devices().isEmpty) == true)
    }

    @Test func unknownAppIsRefused() async {
        let result = await borderlog("devices", "add", "phone", "--app", "strava")
        #expect(result.status == 64)
        #expect(result.stderr.contains("owntracks"))
    }

    @Test func listShowsEveryFieldAndRevokeHolds() async throws {
        #expect(await borderlog("devices", "list").stderr.contains("devices: none"))
        _ = await borderlog("devices", "add", "phone", "--app", "overland")
        _ = await borderlog("devices", "add", "car", "--app", "traccar")
        let phone = try #require(try Store(path: store).device(named: try DeviceName("phone")))
        let batch = #"{"locations":[{"type":"Feature","geometry":{"type":"Point","coordinates":[2.29,48.85]},"properties":{"timestamp":"2024-06-15T08:00:00Z"}},"#
            + #"{"type":"Feature","geometry":{"type":"Point","coordinates":[2.29,95]},"properties":{"timestamp":"2024-06-15T08:01:00Z"}}]}"#
        let push = Stages.readPush(
            DeviceRequest(method: .post, contentType: "application/json", body: Data(batch.utf8)), from: phone, index: nil,
            receivedAt: Date(timeIntervalSince1970: 1_718_445_600))
        _ = try Stages.storePush(push, into: try Store(path: store))
        #expect(await borderlog("devices", "revoke", "car").stderr.contains("revoked car"))
        #expect(await borderlog("devices", "revoke", "car").stderr.contains("already revoked"))
        #expect(await borderlog("devices", "revoke", "bus").status != 0)
        let json = await borderlog("devices", "list", "--format", "json")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(listed.map { $0["name"] as? String } == ["car", "phone"])
        #expect(Set(listed[0].keys) == ["name", "app", "created", "lastSeen", "points", "quarantined", "revoked", "revokedAt"])
        #expect(listed[0]["revoked"] as? Bool == true && listed[0]["lastSeen"] is NSNull)
        #expect(listed[1]["points"] as? Int == 1 && listed[1]["quarantined"] as? Int == 1 && listed[1]["lastSeen"] as? String == "2024-06-15T10:00:00Z")
        let text = await borderlog("devices", "list")
        #expect(text.stdout.contains("phone\toverland\t"))
        #expect(text.stdout.contains("1 points\t1 quarantined\tactive"))
        let quarantine = await borderlog("devices", "quarantine", "phone", "--format", "jsonl")
        let line = try #require(try JSONSerialization.jsonObject(with: Data(quarantine.stdout.utf8)) as? [String: Any])
        #expect(line["device"] as? String == "phone" && line["raw"] as? String == #"{"type":"Feature","geometry":{"type":"Point","coordinates":[2.29,95]},"properties":{"timestamp":"2024-06-15T08:01:00Z"}}"# && line["receivedAt"] as? String == "2024-06-15T10:00:00Z")
        #expect((line["reason"] as? String)?.contains("out of range") == true)
        #expect(await borderlog("devices", "quarantine", "car").stderr.contains("nothing in the quarantine"))
        #expect(await borderlog("devices", "quarantine", "bus").stderr.contains("no device named bus"))
        let signals = await borderlog("signals", "--source", "device:phone")
        #expect(signals.stdout.split(separator: "\n").count == 1)
        #expect(signals.stdout.contains(#""source":"device:phone""#))
        #expect(await borderlog("signals", "--source", "device:car").stdout.isEmpty)
    }
}

/// `devices add --app owntracks`: the configuration link, its QR code in the terminal and as PNG.
@Suite struct OwnTracksLinkTests {
    let directory = TemporaryDirectory()

    @Test func theLinkCarriesTheSettingsAndItsQRCodeDecodesToIt() async throws {
        let png = directory.path("phone.png")
        let added = await BorderLogCommandsTests.borderlog(
            ["--store", directory.path("store.sqlite"), "devices", "add", "phone", "--app", "owntracks", "--url", "https://b.example.org", "--png", png])
        #expect(added.status == 0, "\(added.stderr)")
        let line = try #require(added.stdout.split(separator: "\n").first { $0.hasPrefix("configuration link: ") })
        let link = String(line.dropFirst("configuration link: ".count))
        #expect(link.hasPrefix("owntracks:///config?inline="))
        let inline = try #require(Data(base64Encoded: String(link.dropFirst("owntracks:///config?inline=".count))))
        let configuration = try #require(try JSONSerialization.jsonObject(with: inline) as? [String: Any])
        let secret = try #require(added.stdout.split(separator: "\n").first { $0.hasPrefix("secret: ") }).split(separator: " ")[1]
        #expect(configuration["_type"] as? String == "configuration")
        #expect(configuration["mode"] as? Int == 3)
        #expect(configuration["url"] as? String == "https://b.example.org/ingest/owntracks")
        #expect(configuration["username"] as? String == "phone" && configuration["password"] as? String == String(secret))
        // The terminal code: half blocks.
        #expect(added.stdout.contains("▀") && added.stdout.contains("█"))
        // The PNG, readable by its owner alone, decodes back to the link.
        let attributes = try FileManager.default.attributesOfItem(atPath: png)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let decoded = try BarcodeReader.texts(in: try Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(decoded.map(\.text) == [link])
    }
}
