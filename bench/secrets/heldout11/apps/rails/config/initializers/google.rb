# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::GoogleWorkspace.configure do |config|
    config.base_url = "https://gmail.googleapis.com"
    config.client_secret = "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"
    config.refresh_token = "1//0UNCyljjYmle0SH6knt2phBrmFej7UqlaPH628WTwM5CJSYN8F-rYQGyUGLHJNCVbsy-qIqFGl1wADZ4A0OPvr6qQAL9xBiLQ8uj"
    config.client_id = "374796615338-jlbo0n4pb4dvg4pb726111p6dsxiik2m.apps.googleusercontent.com"
    config.open_timeout = 5
  end
end
