#!/usr/bin/env bash
set -euo pipefail
export HEROKU_API_KEY="$(heroku auth:token)"
heroku apps:create "tw-review-$PR" --team tidewater
heroku config:set -a "tw-review-$PR" NODE_ENV=staging
