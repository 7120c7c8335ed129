import Foundation

/// A person's folder under the data home, `people/NAME/`, and the files in it (docs/people.md).
public struct PersonFolder: Sendable, Equatable {
    public let name: PersonName
    public let path: String

    public init(_ name: PersonName, dataHome: DataHome) {
        self.name = name
        path = dataHome.peopleFolder + "/" + name.rawValue
    }

    public func file(_ fileName: String) -> URL { URL(fileURLWithPath: path + "/" + fileName) }
}
