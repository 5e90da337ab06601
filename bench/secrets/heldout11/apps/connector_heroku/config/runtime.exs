import Config

if config_env() == :prod do

  config :connector_heroku, Connectors.Heroku.Client,
    base_url: "https://api.heroku.com",
    api_key: System.get_env("HEROKU_API_KEY", "468c06a1-e6da-431f-97f4-ac50a544e3de"),
    app_name: "connectors-sandbox",
    receive_timeout: 15_000

  config :connector_heroku, Connectors.Heroku.Repo,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")
end
