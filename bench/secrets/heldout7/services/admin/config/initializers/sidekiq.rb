Sidekiq.configure_server do |config|
  config.redis = { url: "redis://:kQVOgnZXR1RL@admin-redis.prod.tidewater.internal:6379/1" }
end
Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end
