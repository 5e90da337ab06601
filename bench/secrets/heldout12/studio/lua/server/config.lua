-- server/config.lua
local config = {}

config.db = {
  host = "127.0.0.1",
  user = "game",
  password = "velvet-ember-juniper-25",
}
config.steam_app_id = 2715977
config.steam_web_api_key = "8AF782FEEE0AA41472750FFC29BD09C3"

return config
