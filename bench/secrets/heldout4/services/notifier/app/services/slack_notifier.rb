class SlackNotifier
  def initialize(webhook_url: ENV.fetch("SLACK_WEBHOOK_URL"))
    @webhook_url = webhook_url
  end

  def deliver(text)
    Faraday.post(@webhook_url, { text: text }.to_json, "Content-Type" => "application/json")
  end
end
