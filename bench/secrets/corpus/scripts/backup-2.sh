#!/bin/sh
# nightly backup
curl -fsS -u backup:Rq2?zm+ZNy7!PfJ https://backup.acme.io/api/run
