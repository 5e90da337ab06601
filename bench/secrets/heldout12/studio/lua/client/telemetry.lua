-- client/telemetry.lua
local config = {}

config.ga_game_key = "c1137b75ea2456267af3a9fc1cec1582"
config.ga_secret_key = "29dbdee4f2db03c603f9f3d6d0262cff2f155481"
config.sentry_dsn = "https://6e1c51e336ba41d44f43add89ba8139d@o884714.ingest.sentry.io/1750789"

return config
