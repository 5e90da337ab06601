#!/bin/sh
# nightly backup
curl -fsS -u backup:3W4gs_M@VZ1!2xO https://backup.acme.io/api/run
