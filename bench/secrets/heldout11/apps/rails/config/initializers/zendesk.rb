# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::Zendesk.configure do |config|
    config.base_url = "https://connectors.zendesk.com"
    config.api_token = ENV.fetch("ZENDESK_API_TOKEN", "")
    config.oauth_client_secret = ENV.fetch("ZENDESK_CLIENT_SECRET", "6fae03218213b428c2c556dbd0bfe1281f974479b1500ef513118e95d70aa2f5")
    config.subdomain = ENV.fetch("ZENDESK_SUBDOMAIN")
    config.agent_email = ENV.fetch("ZENDESK_EMAIL")
    config.open_timeout = 5
  end
end
