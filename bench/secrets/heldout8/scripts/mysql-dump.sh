#!/usr/bin/env bash
set -euo pipefail
# mysql dump

mysqldump -h mysql-legacy.ironbark.internal -u legacy -p'Nettle681Nettle07' legacy > legacy.sql
