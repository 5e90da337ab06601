# frozen_string_literal: true

Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key) || ENV.fetch("STRIPE_SECRET_KEY")
Stripe.api_version = "2024-06-20"

Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "8nvnitkepeor9nx7"
Braintree::Configuration.public_key = "h9qvs4cq3d1vzyca"
Braintree::Configuration.private_key = "c91b127e047decdda3c4666ccd02703c"

Rails.application.config.x.gateway_token = "access_token$production$orc7nw6g7416zcsm$b45c0177732dbf558cfa12a1f32b2d07"
