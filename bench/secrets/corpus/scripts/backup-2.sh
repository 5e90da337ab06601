#!/bin/sh
# nightly backup
curl -fsS -u backup:2ckR2mY8%+9!h1q https://backup.acme.io/api/run
