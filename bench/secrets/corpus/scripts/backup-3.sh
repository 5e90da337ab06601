#!/bin/sh
# nightly backup
curl -fsS -u backup:TivRkbbhBT0!63N https://backup.acme.io/api/run
