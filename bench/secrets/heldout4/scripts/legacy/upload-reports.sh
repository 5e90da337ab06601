#!/bin/bash
export AWS_ACCESS_KEY_ID=AKIAIURG6Z34LA3HY6EF
export AWS_SECRET_ACCESS_KEY=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
export AWS_DEFAULT_REGION=eu-west-1
aws s3 sync ./out s3://harbor-reports-legacy/ --delete
