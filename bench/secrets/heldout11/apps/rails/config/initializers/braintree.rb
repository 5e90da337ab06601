# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::Braintree.configure do |config|
    config.base_url = "https://api.braintreegateway.com"
    config.private_key = ENV.fetch("BRAINTREE_PRIVATE_KEY", "dev-placeholder")
    config.access_token = ENV.fetch("BRAINTREE_ACCESS_TOKEN", "access_token$production$oy4g4sikezvq3q79$d45e85f363a25f1771abb43b4a3e8c6c")
    config.merchant_id = ENV.fetch("BRAINTREE_MERCHANT_ID")
    config.public_key = "7d45fk9uc7qzwja5"
    config.open_timeout = 5
  end
end
