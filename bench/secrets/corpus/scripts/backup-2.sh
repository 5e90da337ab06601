#!/bin/sh
# nightly backup
curl -fsS -u backup:tRL6VT5_zy7!MON https://backup.acme.io/api/run
