#!/bin/sh
# nightly backup
curl -fsS -u backup:s_4VyQAayk2!CyR https://backup.acme.io/api/run
