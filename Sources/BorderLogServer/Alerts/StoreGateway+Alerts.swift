import BorderLogAlerts
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Foundation
import Logging
import NIOPosix

extension StoreGateway {
    /// One `alerts check` for the server, off the event loops: the alerts file read afresh, the store's lock taken
    /// for the check (a busy store is tried at the next change). Problems are logged, never answered: the write that
    /// caused the check has already been answered.
    static func checkAlerts(_ configuration: ServerConfiguration, files: Files, environment: [String: String], logger: Logger) async {
        do {
            try await NIOThreadPool.singleton.runIfActive {
                let settings = try AlertSettings.settings(in: files.alertsFile, required: false)
                let locked = try LockedStore(path: files.storePath, stage: .alertsCheck, wait: configuration.lockWait, logger: logger)
                let rules = try RuleBook.current(file: files.rulesFile, named: files.rulesNamed)
                let view = try LedgerView(store: locked.store, rules: rules, profile: try Profile.load(from: files.profileFile))
                let options = AlertCheckOptions(on: LocalDay.today(environment: environment), settings: settings)
                let delivery = ChannelDelivery(timeout: configuration.alertTimeout, environment: environment)
                let summary = try Stages.checkAlerts(
                    options, view: view, store: locked.store, delivery: delivery, context: StageContext(logger: logger, observer: CollectingObserver()))
                logger.info("alerts check: \(summary.events.count) holding, \(summary.deliveries.count) deliveries, \(summary.failures) failed")
            }
        } catch {
            logger.warning("alerts check: \(error)")
        }
    }
}
