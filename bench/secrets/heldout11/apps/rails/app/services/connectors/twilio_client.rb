# frozen_string_literal: true

module Connectors
  class TwilioClient
    AUTH_HEADER = "Authorization"
    DEFAULT_ACCOUNT_SID = "AC11e9337579039e1855bc4fba7c66b586"

    def initialize(config = Connectors::Twilio.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.auth_token
        f.response :json
      end.get(path)
    end
  end
end
