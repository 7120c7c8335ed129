import Foundation

/// A person could not be named, found, added or removed.
public enum PeopleError: Error, Equatable, CustomStringConvertible {
    case invalidName(String, reason: String)
    case unknown(PersonName, known: [PersonName])
    case exists(PersonName)
    case reserved(PersonName)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidName(let text, let reason):
            "\"\(text)\" is not a person's name: \(reason). A name is 1 to \(PersonName.maximumLength) letters a-z or A-Z, digits, '-' or '_'."
        case .unknown(let name, let known):
            "no person \"\(name)\"; the people are: \(known.map(\.rawValue).joined(separator: ", ")). Add one with `borderlog people add \(name)`."
        case .exists(let name):
            "the person \"\(name)\" exists already (`borderlog people list`)."
        case .reserved(let name):
            "\"\(name)\" is the person whose store and settings are today's; it is always there and has no folder to add or remove."
        case .unwritable(let path, let reason):
            "cannot change the people folder \(path): \(reason). Check the data home's permissions."
        }
    }
}
