# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::Shopify.configure do |config|
    config.base_url = "https://connectors-store.myshopify.com"
    config.admin_token = ENV.fetch("SHOPIFY_ADMIN_TOKEN", "dev-placeholder")
    config.api_secret = "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"
    config.api_key = ENV.fetch("SHOPIFY_API_KEY")
    config.storefront_token = "3bc03a6437c23927a4c71ee7635b2af0"
    config.open_timeout = 5
  end
end
