#!/usr/bin/env bash
set -euo pipefail
# twilio sms

curl -X POST "https://api.twilio.com/2010-04-01/Accounts/AC237d5999e7f36025f96cd2aaa0af3465/Messages.json" \
  -u "AC7458b01ed3132e9b1d5e441a59baf623:6c2da0d8af49dcc050e751ce7b2c1f49" \
  --data-urlencode "Body=$1" --data-urlencode "To=$ONCALL_PHONE" --data-urlencode "From=+15005550006"
