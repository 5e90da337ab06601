#!/usr/bin/env bash
set -euo pipefail
FILE="out/treasury-$(date +%Y%m%d).xml"
sshpass -p 'Harbor214Juniper68' sftp -oBatchMode=no TLYPAY01@sftp.bank-one.example.net <<< "put $FILE /inbound/"
