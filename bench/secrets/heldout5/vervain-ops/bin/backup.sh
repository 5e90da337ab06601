#!/usr/bin/env bash
set -euo pipefail
: "${B2_ACCOUNT_ID:?}" "${B2_APPLICATION_KEY:?}"
export RESTIC_PASSWORD_FILE=/etc/restic/password
restic -r b2:vervain-backups:/ backup /srv/data
age -r age1lahshke0sgpnngqkh07duy2eghx0ceppjvhl2rhnajgnsvsexepsgnxgcf -o /srv/dump.sql.age /srv/dump.sql
