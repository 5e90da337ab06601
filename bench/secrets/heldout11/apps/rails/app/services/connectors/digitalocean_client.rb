# frozen_string_literal: true

module Connectors
  class DigitalOceanClient
    AUTH_HEADER = "Authorization"

    def initialize(config = Connectors::DigitalOcean.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.token
        f.response :json
      end.get(path)
    end
  end
end
