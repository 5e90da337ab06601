# frozen_string_literal: true

module Connectors
  class GoogleWorkspaceClient
    AUTH_HEADER = "Authorization"
    DEFAULT_CLIENT_ID = "374796615338-jlbo0n4pb4dvg4pb726111p6dsxiik2m.apps.googleusercontent.com"

    def initialize(config = Connectors::GoogleWorkspace.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.client_secret
        f.response :json
      end.get(path)
    end
  end
end
