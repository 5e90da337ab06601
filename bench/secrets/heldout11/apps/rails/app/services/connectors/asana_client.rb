# frozen_string_literal: true

module Connectors
  class AsanaClient
    AUTH_HEADER = "Authorization"
    DEFAULT_WORKSPACE_GID = "9793688736131467"

    def initialize(config = Connectors::Asana.config)
      @config = config
    end

    def get(path)
      Faraday.new(url: @config.base_url) do |f|
        f.headers[AUTH_HEADER] = @config.personal_access_token
        f.response :json
      end.get(path)
    end
  end
end
