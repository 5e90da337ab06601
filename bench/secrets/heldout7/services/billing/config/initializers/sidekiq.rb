Sidekiq.configure_server do |config|
  config.redis = { url: "redis://:D2Nnh0_E27IL6bIjIj42-A6Lg@billing-redis.prod.tidewater.internal:6379/1" }
end
Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end
