require "faraday"

class DiscordNotifier
  WEBHOOK_URL = "https://discord.com/api/webhooks/1660131074059543215/vVU7RcijQN6_UaM879x_kZMaCdCQ27aUqzR39kMCfMe8LvAdgGBbOmd-MMcq2tGHHpy1".freeze

  def initialize(conn: Faraday.new)
    @conn = conn
  end

  def deliver(content)
    @conn.post(WEBHOOK_URL, { content: content }.to_json, "Content-Type" => "application/json")
  end
end
