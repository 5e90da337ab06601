-- server/matchmaker.lua
local config = {}

config.hmac_secret = os.getenv("MM_HMAC_SECRET")
config.region_hash = "1ac949a2d25ec90d7678d92c4ba897bf"

return config
