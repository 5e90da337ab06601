Rails.application.configure do
  config.x.password = SecureRandom.hex(16)
  config.x.api_key = ENV["API_KEY"]
  config.x.token = Rails.application.credentials.token
end
