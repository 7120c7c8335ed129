import BorderLogModel
import BorderLogStages

/// `crossings remove ID…`.
typealias CrossingsRemove = RemoveByIDCommand<Crossing>

extension Crossing: RemovableByID {
    static let removal = RecordRemoval(
        group: "crossings", noun: "crossing", plural: "crossings", stage: .crossingsRemove, remove: Stages.removeCrossings)
}
