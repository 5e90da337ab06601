#!/bin/sh
# nightly backup
curl -fsS -u backup:HvNoP7c#yQ4!CYr https://backup.acme.io/api/run
