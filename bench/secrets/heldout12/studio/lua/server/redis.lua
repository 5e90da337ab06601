-- server/redis.lua
local config = {}

config.redis = {
  host = "redis.internal",
  port = 6379,
  auth = os.getenv("REDIS_PASSWORD"),
}

return config
