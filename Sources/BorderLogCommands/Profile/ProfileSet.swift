import ArgumentParser
import BorderLogModel
import BorderLogSettings

struct ProfileSet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set nationalities, home country or residence statuses; what is not given is kept.",
        discussion: """
            --nationality given once or more replaces the list of nationalities. --home replaces the home country. \
            Each --status replaces the status with that id and keeps the others. Known statuses: \
            \(ResidenceStatus.ID.known).
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "A nationality, as an ISO 3166-1 alpha-2 code (FR, GB). Repeat for several; replaces the list.")
    var nationality: [String] = []

    @Option(help: "The home country whose absence days `report countries` shows. ISO 3166-1 alpha-2 code.")
    var home: String?

    @Option(help: "A residence status and its dates. Format: ID:SINCE or ID:SINCE:UNTIL, dates YYYY-MM-DD (ca-pr:2021-06-15).")
    var status: [String] = []

    @Option(help: "A name the person's bookings are made under (Ana Ribeiro), for `mail` with several people. Repeat for several; replaces the list.")
    var name: [String] = []

    func validate() throws {
        if nationality.isEmpty && home == nil && status.isEmpty && name.isEmpty {
            throw ValidationError("give --nationality, --home, --status or --name (see `borderlog profile set --help`)")
        }
        if name.contains(where: { TravellerName($0).words.isEmpty }) { throw ValidationError("--name needs letters") }
    }

    mutating func run() throws {
        let nationalities = try nationality.map { try CountryCode.parsing($0) }
        let home = try home.map { try CountryCode.parsing($0) }
        let statuses: [ResidenceStatus]
        do {
            statuses = try status.map { try ResidenceStatus.parse($0) }
        } catch {
            throw ValidationError("\(error)")
        }
        let file = try global.profileFile()
        let profile = try Profile.load(from: file).setting(
            nationalities: nationalities.isEmpty ? nil : nationalities, home: home, statuses: statuses, names: name.isEmpty ? nil : name)
        try profile.save(to: file)
        Console.err("profile set: \(file.path)")
        Console.out(profile.text)
    }
}
