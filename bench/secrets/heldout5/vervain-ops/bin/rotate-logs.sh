#!/usr/bin/env bash
set -euo pipefail
export PGPASSWORD='ADmP_BsvnbcWhlx1aRApVX-CrhD'
psql -h pg.vervain.internal -U maint -d vervain -c "select pg_rotate_logfile()"
mysql -h mysql.vervain.internal -u maint -p'ojRm_6Eai3Us-agIU' -e "FLUSH LOGS"
