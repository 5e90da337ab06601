#!/usr/bin/env bash
set -euo pipefail
FILE="out/payouts-$(date +%Y%m%d).xml"
sshpass -p 'Pelican728Orbit29' sftp -oBatchMode=no TLYPAY01@sftp.bank-one.example.net <<< "put $FILE /inbound/"
