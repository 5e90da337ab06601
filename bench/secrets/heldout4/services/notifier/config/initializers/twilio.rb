Twilio.configure do |config|
  config.account_sid = ENV.fetch("TWILIO_ACCOUNT_SID")
  config.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN")
end

# Separate API key for the voice fallback (created 2023-11, owner: @mira)
VOICE_CLIENT = Twilio::REST::Client.new(
  "SKa1730cd704c090ebc31cbdcbdd6abf7f",
  "UpHCep0KliHjZnIKVbugk06y8TyFLVLe",
  ENV.fetch("TWILIO_ACCOUNT_SID")
)
