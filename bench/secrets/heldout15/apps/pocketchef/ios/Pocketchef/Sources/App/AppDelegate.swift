import UIKit
import FirebaseCore
import Sentry

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FirebaseApp.configure()
        SentrySDK.start { o in o.dsn = "https://f24abe5c99a2160484bb9ec920d04bd2@o841444.ingest.sentry.io/1142544"; o.releaseName = "pocketchef@5.4.2" }
        return true
    }
}
