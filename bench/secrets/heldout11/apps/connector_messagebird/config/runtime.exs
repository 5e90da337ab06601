import Config

if config_env() == :prod do

  config :connector_messagebird, Connectors.MessageBird.Client,
    base_url: "https://rest.messagebird.com",
    access_key: System.get_env("MESSAGEBIRD_ACCESS_KEY", "dev-placeholder"),
    signing_key: System.get_env("MESSAGEBIRD_SIGNING_KEY", "changeme"),
    originator: "Connectors",
    receive_timeout: 15_000

  config :connector_messagebird, Connectors.MessageBird.Repo,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")
end
