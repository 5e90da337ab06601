#!/bin/sh
# usage: notify.sh "message"
TELEGRAM_BOT_TOKEN="4354503050:AAj5RVmiGQtOOBjwDHjpdVyAmwGEz7jaalZ"
CHAT_ID="-1003817058697"
curl -s "https://api.telegram.org/bot$TELEGRAM_BOT_TOKEN/sendMessage" -d chat_id="$CHAT_ID" -d text="$1"
DISCORD_TOKEN="M3EgEM8htVoXjj7zPQW4s1jGun.fZknHV.pb6eYzeOO1lNt6mWdYHi5MNsrDZwy9Zf1NdQAs"
