#!/bin/sh
# nightly backup
curl -fsS -u backup:A8AE_q_F4t7!gLk https://backup.acme.io/api/run
