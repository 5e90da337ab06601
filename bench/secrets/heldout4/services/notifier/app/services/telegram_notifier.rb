require "net/http"
require "json"

class TelegramNotifier
  BOT_TOKEN = "6898947913:AATvplO3TTLi9cA0hAURb2jk5gsgS0kQ7hY"
  CHAT_ID = -1001234567890

  def self.deliver(text)
    uri = URI("https://api.telegram.org/bot#{BOT_TOKEN}/sendMessage")
    Net::HTTP.post_form(uri, chat_id: CHAT_ID, text: text, parse_mode: "Markdown")
  end
end
