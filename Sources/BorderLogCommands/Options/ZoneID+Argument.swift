import ArgumentParser
import BorderLogModel

/// `--zone ID`: a zone of the rule book (`borderlog rules list` names them); an unknown one is refused by the report.
extension ZoneID: ExpressibleByArgument {
    public init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        self.init(argument)
    }
}
