#!/bin/sh
# nightly backup
curl -fsS -u backup:c^aWsMsof83!x9R https://backup.acme.io/api/run
