# frozen_string_literal: true

module Notify
  Client.configure do |config|
    config.maps_api_key = "{{ maps_api_key }}"
  end
  DB_PASSWORD = Rails.application.credentials.dig(:db, :password)
  DEFAULTS = {
    keystore_password: 'Lantern0173!',
  }.freeze
  ACCOUNT_ID = "cc6e3cca-d2dc-4d4c-a244-b95bcaa6c431"
  DIGEST = "874baddebc5dacf7a95a2493ecaab27ba13ed60fbd2e7e0eb78d2c5d22089f90"
end
