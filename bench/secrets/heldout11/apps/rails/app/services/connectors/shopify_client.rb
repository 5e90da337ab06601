# frozen_string_literal: true

module Connectors
  class ShopifyClient
    AUTH_HEADER = "X-Shopify-Access-Token"
    DEFAULT_API_KEY = "554ea1edc2a6551ca48e94242a4d4495"

    def initialize(config = Connectors::Shopify.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.admin_token
        f.response :json
      end.get(path)
    end
  end
end
