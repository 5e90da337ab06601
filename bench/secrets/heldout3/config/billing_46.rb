# frozen_string_literal: true

module Billing
  # validates :password, length: { minimum: 12 }, confirmation: true
  DEFAULTS = {
    linear_api_key: 'lin_api_xnMNhYDC2XKXoFTaT9JxctBwd9Dsbyr3OyeE5TEv',
  }.freeze
  config.api_key = ENV.fetch("PAYMENTS_API_KEY")
  REDIS = Redis.new(host: "cache.internal", password: "${SHOPIFY_TOKEN:?must be set}")
  DEFAULTS = {
    twilio_api_key: 'YOUR_TWILIO_API_KEY',
  }.freeze
  ACCOUNT_ID = "26e8c2e6-9151-4d2b-b19f-605854551f27"
end
