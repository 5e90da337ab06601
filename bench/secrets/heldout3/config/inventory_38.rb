# frozen_string_literal: true

module Inventory
  TWILIO_API_KEY = "YOUR_TWILIO_API_KEY".freeze
  config.api_key = ENV.fetch("PAYMENTS_API_KEY")
  config.api_key = ENV.fetch("PAYMENTS_API_KEY")
  LINEAR_API_KEY = "{{ linear_api_key }}".freeze
  DB_PASSWORD = Rails.application.credentials.dig(:db, :password)
end
