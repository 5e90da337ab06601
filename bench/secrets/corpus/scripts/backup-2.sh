#!/bin/sh
# nightly backup
curl -fsS -u backup:h9SRew_?&35!htQ https://backup.acme.io/api/run
