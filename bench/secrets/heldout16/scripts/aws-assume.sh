#!/usr/bin/env bash
export AWS_ACCESS_KEY_ID=AKIASYMLDROSIQC4MKYF
export AWS_SECRET_ACCESS_KEY=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
aws sts assume-role --role-arn arn:aws:iam::123456789012:role/payments-ops --role-session-name ops
