import BorderLogModel
@testable import BorderLogServer
import BorderLogSettings
import BorderLogStages
import BorderLogTestSupport
import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The configuration backend: public, cacheable, each body signed with the bundle key named in the manifest.
@Suite struct ConfigBackendRouteTests {
    let fixture = ServerFixture()

    /// The signature of `response`'s exact body bytes, checked with `key`.
    func verifies(_ response: TestResponse, with key: Curve25519.Signing.PublicKey) throws -> Bool {
        let header = try #require(response.headers[.signature])
        #expect(header.hasPrefix("ed25519="))
        let signature = try #require(Data(base64Encoded: String(header.dropFirst("ed25519=".count))))
        return key.isValidSignature(signature, for: Data(response.body.readableBytesView))
    }

    @Test func theManifestNamesSignedDocumentsAnyoneMayFetch() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let manifest = try await client.execute(uri: "/config/manifest", method: .get)
            #expect(manifest.status == .ok && manifest.headers[.eTag] != nil)
            let object = try #require(manifest.object)
            let publicKey = try #require(object["publicKey"] as? String)
            let raw = try #require(Data(base64Encoded: publicKey))
            let key = try Curve25519.Signing.PublicKey(rawRepresentation: raw)
            // The bundle key: the one `export bundle` signs with, created on first use.
            #expect(raw == (try SigningKey.load(at: fixture.configuration.signingKeyPath)).publicKey)
            #expect(try verifies(manifest, with: key))
            for kind in ["zones", "rules", "countries"] {
                let entry = try #require(object[kind] as? [String: String])
                let version = try #require(entry["version"])
                #expect(version == BorderLogVersion.current || version.hasPrefix(BorderLogVersion.current + "+custom."))
                let document = try await client.execute(uri: "/config/\(kind)/\(version)", method: .get)
                #expect(document.status == .ok && document.headers[.eTag] == entry["etag"], "\(kind)")
                #expect(try verifies(document, with: key), "\(kind)")
                #expect(document.object?["version"] as? String == version)
                let notModified = try await client.execute(uri: "/config/\(kind)/\(version)/", method: .get, headers: [.ifNoneMatch: entry["etag"]!])
                #expect(notModified.status == .notModified)
                let missing = try await client.execute(uri: "/config/\(kind)/0.0.1", method: .get)
                #expect(missing.status == .notFound && missing.object?["error"] != nil, "\(kind)")
            }
            let zones = try await client.execute(uri: "/config/zones/\((object["zones"] as! [String: String])["version"]!)", method: .get)
            #expect((zones.object?["zones"] as? [[String: Any]])?.contains { $0["id"] as? String == "schengen" } == true)
            let countries = try await client.execute(uri: "/config/countries/\((object["countries"] as! [String: String])["version"]!)", method: .get)
            #expect((countries.object?["countries"] as? [[String: String]])?.contains { $0 == ["code": "FR", "name": "France"] } == true)
            #expect(try await client.execute(uri: "/config/manifest", method: .get, headers: [.ifNoneMatch: manifest.headers[.eTag]!]).status == .notModified)
        }
    }

    @Test func aRulesFileMakesACustomVersionAndAnEditANewOne() async throws {
        var fixture = fixture
        fixture.rulesPath = fixture.folder.write("rules.json", #"{"enabled": ["us-spt"]}"#)
        let edited = fixture
        try await edited.run { client in
            let first = try #require(try await client.execute(uri: "/config/manifest", method: .get).object?["rules"] as? [String: String])
            #expect(first["version"]?.hasPrefix(BorderLogVersion.current + "+custom.") == true)
            try #"{"enabled": ["us-spt", "uk-srt"]}"#.write(toFile: edited.rulesPath!, atomically: true, encoding: .utf8)
            let second = try #require(try await client.execute(uri: "/config/manifest", method: .get).object?["rules"] as? [String: String])
            #expect(second["version"] != first["version"] && second["etag"] != first["etag"])
            #expect(try await client.execute(uri: "/config/rules/\(first["version"]!)", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/config/rules/\(second["version"]!)", method: .get).status == .ok)
        }
    }

    /// The check the README gives a client: the manifest's raw key made into a PEM, then `openssl pkeyutl -verify`.
    @Test func theReadmesOpenSSLCheckVerifiesADocument() async throws {
        let fixture = fixture
        let folder = fixture.folder
        try await fixture.run { client in
            let manifest = try #require(try await client.execute(uri: "/config/manifest", method: .get).object)
            let version = try #require((manifest["zones"] as? [String: String])?["version"])
            let zones = try await client.execute(uri: "/config/zones/\(version)", method: .get)
            try Data(zones.body.readableBytesView).write(to: folder.url.appendingPathComponent("zones.json"))
            let header = try #require(zones.headers[.signature])
            try Data(base64Encoded: String(header.dropFirst("ed25519=".count)))!.write(to: folder.url.appendingPathComponent("zones.sig"))
            let key = try #require(manifest["publicKey"] as? String)
            let script = """
                set -e; cd '\(folder.url.path)'
                (printf '\\060\\052\\060\\005\\006\\003\\053\\145\\160\\003\\041\\000'; echo '\(key)' | base64 -d) | openssl pkey -pubin -inform DER -out server-key.pem
                openssl pkeyutl -verify -pubin -inkey server-key.pem -rawin -in zones.json -sigfile zones.sig
                """
            let good = try run(executableURL: URL(fileURLWithPath: "/bin/sh"), ["-c", script])
            #expect(good.status == 0 && good.stdout.contains("Signature Verified Successfully"), "\(good.stdout)\(good.stderr)")
            try Data("{}".utf8).write(to: folder.url.appendingPathComponent("zones.json"))
            #expect(try run(executableURL: URL(fileURLWithPath: "/bin/sh"), ["-c", script]).status != 0)
        }
    }
}
