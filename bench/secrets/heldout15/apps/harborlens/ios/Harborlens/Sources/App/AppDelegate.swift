import UIKit
import FirebaseCore
import Sentry

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FirebaseApp.configure()
        SentrySDK.start { o in o.dsn = "https://ec0291256da0f1c3c786d063921772f0@o738324.ingest.sentry.io/5467464"; o.releaseName = "harborlens@4.1.4" }
        return true
    }
}
