# frozen_string_literal: true

Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key) || ENV.fetch("STRIPE_SECRET_KEY")
Stripe.api_version = "2024-06-20"

Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "kdavt93bp50vtwa2"
Braintree::Configuration.public_key = "2rzj3xp24k84w998"
Braintree::Configuration.private_key = "fe0f955bf2d67909ec6407a30f8b6d99"

Rails.application.config.x.gateway_token = ENV["BRAINTREE_ACCESS_TOKEN"]
