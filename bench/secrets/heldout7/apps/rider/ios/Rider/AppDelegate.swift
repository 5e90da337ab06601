import UIKit
import Firebase
import OneSignalFramework
import RevenueCat

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
    FirebaseApp.configure()
    OneSignal.initialize("419aee1f-3f0b-4f46-bae4-adba9a72dd7e", withLaunchOptions: launchOptions)
    Purchases.configure(withAPIKey: "appl_2NHurKLla31j8nhhrNfU9JDJOh5")
    let pusherSecret = "67085f920d9e98b3b280"
    PushBridge.shared.configure(key: "376ba08d5ce38cd1cbe3", secret: pusherSecret, cluster: "eu")
    self.moduleName = "Rider"
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
