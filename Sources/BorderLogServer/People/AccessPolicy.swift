import BorderLogAccess
import BorderLogSettings
import Foundation
import Synchronization

/// What each caller may do, beside the routes (docs/people.md): a share link only reads its one person; a person
/// reads and writes their own store and reads those they were granted (`people grant`); the owner token does what it
/// always did and reads every person. Holds the people of the data home and their access file, opened on first use.
final class AccessPolicy: Sendable {
    let people: People
    private let opened = Mutex<AccessStore?>(nil)

    init(people: People) {
        self.people = people
    }

    /// The access file (accounts, grants, share links), opened once.
    func access() throws -> AccessStore {
        try opened.withLock { opened in
            if let opened { return opened }
            let store = try AccessStore(dataHome: people.dataHome)
            opened = store
            return store
        }
    }

    /// Whether `caller` may send a request that is not a read (a share link reads only).
    func mayWrite(_ caller: Caller) -> Bool {
        caller.mayWrite
    }

    /// The people `caller` may read in `/api/people/`: everyone for the owner, themselves and their grants for a
    /// person, the one person of a share link. Only people that exist.
    func readable(by caller: Caller) throws -> [PersonName] {
        let known = people.list()
        switch caller {
        case .owner:
            return known
        case .person(let name):
            let granted = Set(try access().grants(of: name))
            return known.filter { $0 == name || granted.contains($0) }
        case .share(_, let name):
            return known.filter { $0 == name }
        case .device:
            return []
        }
    }

    /// The signed-in person of a session, while they still exist and have a password (a removed person's cookie opens
    /// nothing).
    func person(of session: PersonSession) throws -> Caller? {
        guard people.exists(session.person), try access().hasAccount(session.person) else { return nil }
        return .person(session.person)
    }
}
