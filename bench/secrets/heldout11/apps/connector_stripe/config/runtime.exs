import Config

if config_env() == :prod do

  config :connector_stripe, Connectors.Stripe.Client,
    base_url: "https://api.stripe.com",
    secret_key: "sk_live_IX8U6ZJ3RttGNgLN0RmQPjQM",
    restricted_key: System.get_env("STRIPE_RESTRICTED_KEY", "changeme"),
    webhook_secret: "changeme",
    publishable_key: System.get_env("STRIPE_PUBLISHABLE_KEY"),
    account_id: "acct_1QPXLOVtxpPeIeSa",
    default_price: "price_13uIt7eIFxq6XjxFA9bdG55J",
    receive_timeout: 5_000

  config :connector_stripe, Connectors.Stripe.Repo,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")
end
