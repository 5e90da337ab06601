#!/bin/sh
# nightly backup
curl -fsS -u backup:QPF6y5&q341!moA https://backup.acme.io/api/run
