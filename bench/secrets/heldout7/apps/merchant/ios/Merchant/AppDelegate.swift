import UIKit
import Firebase
import OneSignalFramework
import RevenueCat

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
    FirebaseApp.configure()
    OneSignal.initialize("e75e2abd-3145-4131-ab3d-f12dfeae8b38", withLaunchOptions: launchOptions)
    Purchases.configure(withAPIKey: "appl_4ODHBIJU2sdPOEGDU6EepvIWxPM")
    PushBridge.shared.configure(key: "98f6eb0fcc1638ab70ae", cluster: "eu")
    self.moduleName = "Merchant"
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
