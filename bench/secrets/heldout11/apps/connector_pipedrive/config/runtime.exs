import Config

if config_env() == :prod do

  config :connector_pipedrive, Connectors.Pipedrive.Client,
    base_url: "https://api.pipedrive.com",
    api_token: "REPLACE_ME",
    company_domain: "connectors",
    receive_timeout: 30_000

  config :connector_pipedrive, Connectors.Pipedrive.Repo,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")
end
