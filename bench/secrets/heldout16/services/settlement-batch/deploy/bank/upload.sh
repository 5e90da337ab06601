#!/usr/bin/env bash
set -euo pipefail
FILE="out/settlement-batch-$(date +%Y%m%d).xml"
sshpass -p '62BJXqOhs49wPZfv7' sftp -oBatchMode=no TLYPAY01@sftp.bank-one.example.net <<< "put $FILE /inbound/"
