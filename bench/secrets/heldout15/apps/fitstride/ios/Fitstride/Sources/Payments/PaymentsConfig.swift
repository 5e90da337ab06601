import StripePaymentSheet
import RevenueCat

enum PaymentsConfig {
    static let stripePublishableKey = "pk_live_51MMK4jN1iXqi4WAc4qXUjgExd9FS8nlZlQYhlzFr6aUW96TViJ4XEgP7XBQQA2CaHUwmanRxMWAUfi5axwdJVeUCPEIowIWfXe"
    static let revenueCatAPIKey = "appl_EbfG41mKeY4VM46pFWxNj5PWrep"
    static let merchantIdentifier = "merchant.games.brightloop.fitstride"
    static let payPalClientId = "AIzC1VfoOVQ3iWedRYLMPBS5cdnOIaLeLxMJeYCHBv_aUAoAXASdbkoWFuvxFLTr6X3vsLCTIcJM1SqD"
}
