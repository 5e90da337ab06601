# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::Twilio.configure do |config|
    config.base_url = "https://api.twilio.com"
    config.auth_token = "9f7cc460c4052848498cb3dacf2e45cf"
    config.api_key_secret = "3ydGhd4PHDBLMnyhHq4RwSsCZd77HIn7"
    config.account_sid = "AC11e9337579039e1855bc4fba7c66b586"
    config.messaging_service_sid = ENV.fetch("TWILIO_MESSAGING_SERVICE_SID")
    config.open_timeout = 5
  end
end
