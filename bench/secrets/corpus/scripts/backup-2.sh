#!/bin/sh
# nightly backup
curl -fsS -u backup:BXq2ZxH3Gh3!vsx https://backup.acme.io/api/run
