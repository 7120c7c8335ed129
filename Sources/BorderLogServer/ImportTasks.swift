import BorderLogModel
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

    func create() -> String {
        let id = UUID().uuidString.lowercased()
        tasks[id] = Status(taskID: id, status: .pending, imported: 0, errors: [])
        return id
    }

    func update(_ id: String, _ change: (inout Status) -> Void) {
        guard var status = tasks[id] else { return }
        change(&status)
        tasks[id] = status
    }

    func status(_ id: String) -> Status? { tasks[id] }
}
