import UIKit
import Firebase
import OneSignalFramework
import RevenueCat

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
    FirebaseApp.configure()
    OneSignal.initialize("0571cedf-2574-4f74-8bef-3633c61d2881", withLaunchOptions: launchOptions)
    Purchases.configure(withAPIKey: "appl_ZORObzZKt9Eguzd8c2MGjAXCauU")
    let pusherSecret = "ff26b71574380af6af28"
    PushBridge.shared.configure(key: "6ead6823c65448ff12a3", secret: pusherSecret, cluster: "eu")
    self.moduleName = "Courier"
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
