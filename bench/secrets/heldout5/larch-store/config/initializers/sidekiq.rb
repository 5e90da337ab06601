Sidekiq.configure_server do |config|
  config.redis = { url: "rediss://:9aa190030bad3b97c03d3b@larch-redis.internal:6380/0" }
end
Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end
