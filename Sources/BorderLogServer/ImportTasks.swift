import BorderLogModel
import BorderLogSettings
import Foundation

/// The CSV imports the API has started, by task id: what `GET /api/travel-segments/import/status/{id}/` answers.
/// Kept in memory: a restarted server no longer knows earlier tasks (their stays are in the store or not at all,
/// since a file is imported all or nothing).
actor ImportTasks {
    enum State: String, Codable, Sendable {
        case pending = "PENDING", started = "STARTED", success = "SUCCESS", failure = "FAILURE"
    }

    struct Status: Codable, Sendable, Equatable {
        var taskID: String
        var status: State
        var imported: Int
        var errors: [String]

        enum CodingKeys: String, CodingKey {
            case taskID = "task_id", status, imported, errors
        }
    }

    private var tasks: [String: Status] = [:]
    /// Whose store each task imports into (nil: the server's own): a task is only ever shown to its own person.
    private var owners: [String: PersonName] = [:]

    func create(for person: PersonName? = nil) -> String {
        let id = UUID().uuidString.lowercased()
        tasks[id] = Status(taskID: id, status: .pending, imported: 0, errors: [])
        owners[id] = person
        return id
    }

    func update(_ id: String, _ change: (inout Status) -> Void) {
        guard var status = tasks[id] else { return }
        change(&status)
        tasks[id] = status
    }

    /// Task `id` when it imports into `person`'s store.
    func status(_ id: String, for person: PersonName? = nil) -> Status? {
        owners[id] == person ? tasks[id] : nil
    }
}
