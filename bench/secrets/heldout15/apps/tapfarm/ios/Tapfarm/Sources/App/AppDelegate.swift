import UIKit
import FirebaseCore
import Sentry

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FirebaseApp.configure()
        SentrySDK.start { o in o.dsn = "https://d17977ff7d2ee2647eb73ba7ce4c14d4@o826533.ingest.sentry.io/4563785"; o.releaseName = "tapfarm@3.17.8" }
        return true
    }
}
