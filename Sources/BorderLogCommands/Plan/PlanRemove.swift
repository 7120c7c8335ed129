import BorderLogModel
import BorderLogStages

/// `plan remove ID…`.
typealias PlanRemove = RemoveByIDCommand<Plan>

extension Plan: RemovableByID {
    static let removal = RecordRemoval(group: "plan", noun: "plan", plural: "plans", stage: .planRemove, remove: Stages.removePlans)
}
