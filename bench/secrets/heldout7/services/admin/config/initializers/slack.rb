Slack.configure do |config|
  config.token = ENV["SLACK_BOT_TOKEN"]
end
ALERTS_WEBHOOK = ENV.fetch("SLACK_ALERTS_WEBHOOK", nil)
