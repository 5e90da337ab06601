Rails.configuration.stripe = {
  publishable_key: ENV.fetch("STRIPE_PUBLISHABLE_KEY", nil),
  secret_key: ENV.fetch("STRIPE_SECRET_KEY", nil)
}
Stripe.api_key = "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"
