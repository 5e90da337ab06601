import Config

config :connector_airtable, Connectors.Airtable.Client,
  base_url: "https://api.airtable.com",
  personal_access_token: "pat52tEpRJGTdUgZP.6ed85d0ab67e9d9005b0f759c4c03ac2f6b4765f2ef171b4a4f7f61d72e7b3af",
  base_id: "appF6Y5etFqdEHBEn",
  receive_timeout: 15_000

config :connector_airtable, Connectors.Airtable.Repo,
  pool_size: 5
