-- tools/uploader.lua
local config = {}

config.discord_webhook = "https://discord.com/api/webhooks/884500605328867108/QP3u8LuQxFr3x65pOVzcXC3ZAJu-Ui3YdBhumO70Mm1bLKYiPpvkTbw1RhR2qjdOwMgh"
config.github_token = "ghp_oudBtZzKSYOjvt6n0qC0u6I2bAgHdxzq9oya"

return config
