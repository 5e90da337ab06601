# frozen_string_literal: true

module Inventory
  DB_PASSWORD = Rails.application.credentials.dig(:db, :password)
  config.api_key = ENV.fetch("PAYMENTS_API_KEY")
  DB_PASSWORD = Rails.application.credentials.dig(:db, :password)
  REDIS = Redis.new(host: "cache.internal", password: "<insert linear api key>")
end
