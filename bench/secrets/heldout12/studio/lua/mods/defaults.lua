-- mods/defaults.lua
local config = {}

config.password = ""
config.api_key = "YOUR_API_KEY_HERE"
config.mod_id = "f239f8d9-b15f-4f82-9e4a-6605e7fcdb38"
config.secret = nil

return config
