#!/bin/sh
# nightly backup
curl -fsS -u backup:UZ3cbHmbRz8!nkn https://backup.acme.io/api/run
