import Config

config :connector_messagebird, Connectors.MessageBird.Client,
  base_url: "https://rest.messagebird.com",
  access_key: System.get_env("MESSAGEBIRD_ACCESS_KEY", "L2DfgNLNV4k6q9ZTYeuImE2Ti"),
  signing_key: System.fetch_env!("MESSAGEBIRD_SIGNING_KEY"),
  originator: "Connectors",
  receive_timeout: 5_000

config :connector_messagebird, Connectors.MessageBird.Repo,
  pool_size: 5
