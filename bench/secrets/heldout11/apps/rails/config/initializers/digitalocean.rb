# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::DigitalOcean.configure do |config|
    config.base_url = "https://api.digitalocean.com"
    config.token = "dop_v1_84f4a64d90b1d495105ebdfc8bd286f3b7b82c0082a682dbcd2ef276aaa6978d"
    config.spaces_secret_key = ENV.fetch("SPACES_SECRET_KEY", "0jdRVlkobHrZaSJBTT+H1Fkf7oKYSiMkVdvDUa6Is4M")
    config.spaces_region = "fra1"
    config.spaces_bucket = ENV.fetch("SPACES_BUCKET")
    config.open_timeout = 5
  end
end
