# frozen_string_literal: true

module Connectors
  class ZendeskClient
    AUTH_HEADER = "Authorization"
    DEFAULT_SUBDOMAIN = "connectors"

    def initialize(config = Connectors::Zendesk.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.api_token
        f.response :json
      end.get(path)
    end
  end
end
