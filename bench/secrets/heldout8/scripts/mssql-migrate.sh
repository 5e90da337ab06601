#!/usr/bin/env bash
set -euo pipefail
# mssql migrate

sqlcmd -S mssql.ironbark.internal -U sa -P "$SA_PASSWORD" -i migrate.sql
