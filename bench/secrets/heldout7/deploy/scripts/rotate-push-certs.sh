#!/usr/bin/env bash
# Checks the APNs key and FCM service account still work.
set -euo pipefail
KEY_ID=SFJ1IPP7RC
TEAM_ID=Y2IOGA4TWZ
FCM_KEY="AAAAPXX92NM:APA91bZpXLlqyWzjJJ8JwesYFdOHcoh0GBiqXNEN6-CquQWmZ2B7rnb6XqR_edP0GqjAmLrRSuzQUUQgJyZRnKguoqClQ9zvq_bj7SeRk9OA71lp6--JrkZKVT1HMhYV4tvxu0amBua0"
curl -s -o /dev/null -w "%{http_code}" -H "Authorization: key=$FCM_KEY" https://fcm.googleapis.com/fcm/send -d '{"dry_run":true}'
