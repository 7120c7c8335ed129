import ArgumentParser

/// `borderlog people …`: the people of this data home, each with their own store and settings (docs/people.md).
public struct PeopleCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "Add, list and remove people: each has their own store, profile, rules.json and alerts.json.",
        discussion: """
            A person is a folder `people/NAME/` under the data home ($XDG_DATA_HOME/borderlog). The person `default` \
            is the store and settings that were there before people: always present, never moved. Every command takes \
            --person NAME (or $BORDERLOG_PERSON) to work on that person's store, rules and profile; --store still wins. \
            A name is letters a-z or A-Z, digits, '-' or '_'.
            """,
        subcommands: [PeopleAdd.self, PeopleList.self, PeopleRemove.self, PeoplePasswd.self, PeopleGrant.self])

    public init() {}
}

