#!/bin/sh
# nightly backup
curl -fsS -u backup:@JQa4WAdPq0!0YY https://backup.acme.io/api/run
