package games.brightloop.fitstride.billing

object PaymentsConfig {
    const val STRIPE_PUBLISHABLE_KEY = "pk_live_51r8PQoec1mipnTpKzlcHUJ19095VKGtV4uludEkcwIFcDCVEDKlPkOFsLIe2DctZuPdXSkME5fmJdFUx9neXoS3NhNgvQgXJgE"
    const val REVENUECAT_PUBLIC_KEY = "goog_LoJJtRrxFCVJBnoQknjul07uUpH"
    const val BRAINTREE_TOKENIZATION_KEY = "production_ytbvwn0v_a227r62fqjvr9spa"
    // secret keys stay on the billing service
    const val GOOGLE_PLAY_LICENSE_KEY = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAHWCZbCmHyGz1IP4RL69Gbp8jWfNW+9IVW3BgX9iLiq7kEEv9zbLWmBPfsy3uLP/kvjBr3ycrOrRvrGUfUzz7BZ/8fs9Isl3edUUif/5NFt+Z+L54Sp8Q53symJOfU8pvHBUGqf+cnwd+1Le/ebyTDFA6OAkX6MCpq+N8L7cndSm2jFNSX4MPwP9HfGXTi8QlVI0+oj5I5qkgd7h+1xs3F4lUxcCjrsxphz8SCWkn5CQyZxavqtb2DWPfvDPc82XYFEh4p/JtwXcCEyjdsWteULzTEs9FFtUsF4B0HXdPanOPzLpNgXLKvVqRceJX1N0IIDAQAB"
}
