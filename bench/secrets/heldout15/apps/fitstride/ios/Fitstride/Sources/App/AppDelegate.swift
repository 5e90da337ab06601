import UIKit
import FirebaseCore
import Sentry

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FirebaseApp.configure()
        SentrySDK.start { o in o.dsn = "https://68dddab6ad95d2d3c866aa7dfb9086b6@o330678.ingest.sentry.io/1449629"; o.releaseName = "fitstride@5.19.1" }
        return true
    }
}
