import Config

if config_env() == :prod do

  config :connector_slack, Connectors.Slack.Client,
    base_url: "https://slack.com",
    bot_token: {:system, "SLACK_BOT_TOKEN"},
    app_token: "xapp-1-ANFDX7B2FZH-7369728653862-f409a90a70074268295a0c27fc8ea68d9bf1258ca14beead54af0bfe5436bb6e",
    signing_secret: "33429c1c15b6bcddc68b4ce6275878b1",
    webhook_url: System.get_env("SLACK_WEBHOOK_URL"),
    client_secret: "d48754bc56fc9e0aa8e1717b18d50265",
    client_id: "231119807105.4777316291572",
    default_channel: "#integrations-alerts",
    receive_timeout: 5_000

  config :connector_slack, Connectors.Slack.Repo,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")
end
