import Config

config :connector_pipedrive, Connectors.Pipedrive.Client,
  base_url: "https://api.pipedrive.com",
  api_token: "98f978fa8e2c258b6f8abe539b0b5524c167ef03",
  company_domain: "connectors",
  receive_timeout: 5_000

config :connector_pipedrive, Connectors.Pipedrive.Repo,
  pool_size: 5
