Stripe.api_key = "sk_live_GxsM7tdZFYBrxjhptXaXt9hYqY42M3fE"
Rails.configuration.stripe = { publishable_key: ENV["STRIPE_PUBLISHABLE_KEY"] }

Twilio.configure do |config|
  config.account_sid = "AC589011ad03d7dee1380d60f8f3f7e7d0"
  config.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN")
end

Sidekiq.configure_server do |config|
  config.redis = { url: ENV["REDIS_URL"] }
end
Devise.setup { |c| c.password_length = 12..128 }
Rails.application.credentials.dig(:aws, :secret_access_key)
