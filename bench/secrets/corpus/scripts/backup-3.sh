#!/bin/sh
# nightly backup
curl -fsS -u backup:DRghU8svPP1!FjW https://backup.acme.io/api/run
