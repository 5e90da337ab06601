#!/bin/sh
# nightly backup
curl -fsS -u backup:kiH?@K*MW@2!4WL https://backup.acme.io/api/run
