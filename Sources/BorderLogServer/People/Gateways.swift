import BorderLogSettings
import Logging
import Synchronization

/// The store gateway of each caller: the server's own for the owner token, a person's own (their store, rules and
/// profile, `Person`) for a signed-in person or a share link; each made on first use and kept, with its read model.
final class Gateways: Sendable {
    let owner: StoreGateway
    private let configuration: ServerConfiguration
    private let logger: Logger
    private let people = Mutex<[PersonName: StoreGateway]>([:])

    init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        owner = StoreGateway(configuration: configuration, logger: logger)
    }

    /// The gateway whose store answers `caller`.
    func gateway(for caller: Caller?) -> StoreGateway {
        guard let name = caller?.person else { return owner }
        return gateway(for: name)
    }

    /// `name`'s own gateway.
    func gateway(for name: PersonName) -> StoreGateway {
        people.withLock { gateways in
            if let kept = gateways[name] { return kept }
            let person = configuration.people.person(name)
            let gateway = StoreGateway(configuration: configuration, files: .init(person: person), logger: logger)
            gateways[name] = gateway
            return gateway
        }
    }
}
