import BorderLogModel
import BorderLogStages

/// `stays remove ID…`.
typealias StaysRemove = RemoveByIDCommand<Stay>

extension Stay: RemovableByID {
    static let removal = RecordRemoval(group: "stays", noun: "stay", plural: "stays", stage: .staysRemove, remove: Stages.removeStays)
}
