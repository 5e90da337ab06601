import StripePaymentSheet
import RevenueCat

enum PaymentsConfig {
    static let stripePublishableKey = "pk_live_51Lnr0cT3Fw93lTQ0hjC7HvSyuoaaRATDc5gJZucjuARDESSdayLXdlDSQX1LtXSkm3jW6A9ZwVjIrcjwLnQUO5cTYvYO2qcdN4"
    static let revenueCatAPIKey = "appl_kQZC7kpVioQMIzXpERzlOfvxjWA"
    static let merchantIdentifier = "merchant.games.brightloop.harborlens"
    static let payPalClientId = "AaPfZOo_93_SnNIOWrm1oDAgVfPXfsfhjInZodsCLF_419Y1ft0b2LJ3XUG7eYVwvviE2Vid4imswv-v"
}
