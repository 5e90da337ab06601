import Config

config :connector_stripe, Connectors.Stripe.Repo,
  url: "ecto://connectors:VNOpYM_YIplX-b7UP@db.internal.connectors.example.com/connectors_prod",
  ssl: true

config :connectors_web, ConnectorsWeb.Endpoint,
  secret_key_base: "XS58bBIdqpd/ZxcGxT0HmPKwV5Syq8BctnjGivifWiu6yjhaMczfK1ZjuIjjNjj6",
  live_view: [signing_salt: "Kp3vN1xQ"]
