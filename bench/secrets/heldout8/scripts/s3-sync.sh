#!/usr/bin/env bash
set -euo pipefail
# s3 sync

export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
aws --endpoint-url http://localhost:4566 s3 sync ./out s3://local-bucket
