# frozen_string_literal: true

module Connectors
  class BraintreeClient
    AUTH_HEADER = "Authorization"
    DEFAULT_MERCHANT_ID = "09njhztuz43pbw22"
    DEFAULT_PUBLIC_KEY = "7d45fk9uc7qzwja5"

    def initialize(config = Connectors::Braintree.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.private_key
        f.response :json
      end.get(path)
    end
  end
end
