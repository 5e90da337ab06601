Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY")
Stripe.api_version = "2024-04-10"

Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "zq4dkkbd4vcar1om"
Braintree::Configuration.public_key = "5j931qufh9chazys"
Braintree::Configuration.private_key = Rails.application.credentials.dig(:braintree, :private_key)
