#!/bin/sh
# nightly backup
curl -fsS -u backup:Jo##K9WjQU1!Dih https://backup.acme.io/api/run
