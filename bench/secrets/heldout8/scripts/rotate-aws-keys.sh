#!/usr/bin/env bash
set -euo pipefail
# rotate aws keys

export AWS_ACCESS_KEY_ID=ASIARKGNZD4ETZ6TXHGO
export AWS_SECRET_ACCESS_KEY=aP2FBjCS2fGQOWCXp3odNXInTMaOMlxtcvbeai80
aws iam create-access-key --user-name ci
