import StripePaymentSheet
import RevenueCat

enum PaymentsConfig {
    static let stripePublishableKey = "pk_live_51LNnXwbrMlmTrtnCFCetNdRcQxqTh6flQe8jyHxJI0ozrGcIvacVe1AkPfaJ9D4Jr5Ry2xgURNDgDQgGTq3WXUobeLrvCkucB6"
    static let revenueCatAPIKey = "appl_iOt0dVqFzVXER8sJXFSF0G0hM6k"
    static let merchantIdentifier = "merchant.games.brightloop.pocketchef"
    static let payPalClientId = "AvP84VyGjKWBTHmtZ-vn0SG01fU-NyGA1jygjz-gV_n4u6OmP3PCEASnM43jnAgP2QC2ZDH_l0fYF-d0"
}
