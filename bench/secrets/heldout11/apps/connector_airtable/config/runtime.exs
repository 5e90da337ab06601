import Config

if config_env() == :prod do

  config :connector_airtable, Connectors.Airtable.Client,
    base_url: "https://api.airtable.com",
    personal_access_token: System.get_env("AIRTABLE_PAT"),
    base_id: "appF6Y5etFqdEHBEn",
    receive_timeout: 15_000

  config :connector_airtable, Connectors.Airtable.Repo,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")
end
