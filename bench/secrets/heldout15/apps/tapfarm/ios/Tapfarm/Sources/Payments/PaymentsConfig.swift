import StripePaymentSheet
import RevenueCat

enum PaymentsConfig {
    static let stripePublishableKey = "pk_live_51oNC89TBWlNQ5u2ECnIHKD2jm59BZWJPYwhFaJIFBjIEC7K0DhAHPHaStMlyAQ41f38qKF6NyfaURSeVOORuKTl4AUs7bdQDEE"
    static let revenueCatAPIKey = "appl_aipnBU1lVAQjALvFpFPaxPsY76n"
    static let merchantIdentifier = "merchant.games.brightloop.tapfarm"
    static let payPalClientId = "AaXQgFZL2_c_EyYx3jFzWvtNy2AUs8LVqtqB3vqMKdTNSOaXJ8XT3a1sX8S1ZIiRILGo8qd_SJc6GDVf"
}
