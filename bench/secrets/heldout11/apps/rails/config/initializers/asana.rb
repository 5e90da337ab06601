# frozen_string_literal: true

Rails.application.config.to_prepare do
  Connectors::Asana.configure do |config|
    config.base_url = "https://app.asana.com"
    config.personal_access_token = "000000000000000000000000000000000000000000000000000"
    config.workspace_gid = "9793688736131467"
    config.open_timeout = 5
  end
end
