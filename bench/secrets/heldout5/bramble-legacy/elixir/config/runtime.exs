import Config

config :bramble, Bramble.Repo,
  url: System.fetch_env!("DATABASE_URL"),
  pool_size: 10

config :bramble, BrambleWeb.Endpoint,
  secret_key_base: "7_3_IoNL_ReDNkgLdhkZhQMBgaHYXmavy3vuqOGJFYaaXrqDpH-WbZBH6LSz8B5S"

config :bramble, :mux,
  token_id: System.get_env("MUX_TOKEN_ID"),
  token_secret: System.get_env("MUX_TOKEN_SECRET")
