Stripe.api_key = "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"
Stripe.api_version = "2024-04-10"

Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "0kntju8cun6asuxy"
Braintree::Configuration.public_key = "f6513vddwgtfjbqb"
Braintree::Configuration.private_key = Rails.application.credentials.dig(:braintree, :private_key)
