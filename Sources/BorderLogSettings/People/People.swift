import Foundation

/// The people of this data home: `default` (always there) and a folder each under `people/` (docs/people.md).
public struct People: Sendable {
    public let dataHome: DataHome
    private let environment: [String: String]

    public init(environment: [String: String] = ProcessEnvironment.current) {
        self.environment = environment
        dataHome = DataHome(environment: environment)
    }

    /// Every person, `default` first, then the others by name. A folder under `people/` whose name is no person's name
    /// (made by hand) is not a person.
    public func list() -> [PersonName] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataHome.peopleFolder)) ?? []
        let folders = names.compactMap { PersonName($0) }.filter { name in
            var isFolder: ObjCBool = false
            return name != .default
                && FileManager.default.fileExists(atPath: PersonFolder(name, dataHome: dataHome).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        return [.default] + folders.sorted()
    }

    public func exists(_ name: PersonName) -> Bool {
        list().contains(name)
    }

    /// The person a command works for: `explicit` (`--person`), else `$BORDERLOG_PERSON`, else `default`; an invalid
    /// or unknown name is an error naming the known people.
    public func selected(_ explicit: String?, store: String? = nil, rules: String? = nil) throws(PeopleError) -> Person {
        let text = explicit ?? environment["BORDERLOG_PERSON"].flatMap { $0.isEmpty ? nil : $0 }
        let name = try text.map { text throws(PeopleError) in try PersonName(validating: text) } ?? .default
        guard exists(name) else { throw .unknown(name, known: list()) }
        return Person(name, store: store, rules: rules, environment: environment)
    }

    /// `name`'s files (the person must exist; `selected` checks).
    public func person(_ name: PersonName) -> Person {
        Person(name, environment: environment)
    }

    /// Makes `name`'s folder (mode 0700: it holds their whereabouts). The store is made by the first command that
    /// writes to it, the settings files by the commands that set them.
    @discardableResult
    public func add(_ name: PersonName) throws(PeopleError) -> PersonFolder {
        guard name != .default else { throw .reserved(name) }
        guard !exists(name) else { throw .exists(name) }
        let folder = PersonFolder(name, dataHome: dataHome)
        do {
            try FileManager.default.createDirectory(atPath: dataHome.peopleFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable(path: folder.path, reason: error.localizedDescription)
        }
        return folder
    }

    /// Deletes `name`'s folder and everything in it (store, settings). `default` is never removed this way.
    public func remove(_ name: PersonName) throws(PeopleError) {
        guard name != .default else { throw .reserved(name) }
        guard exists(name) else { throw .unknown(name, known: list()) }
        let folder = PersonFolder(name, dataHome: dataHome)
        do { try FileManager.default.removeItem(atPath: folder.path) } catch {
            throw .unwritable(path: folder.path, reason: error.localizedDescription)
        }
    }
}
