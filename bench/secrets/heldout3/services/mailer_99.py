import os
import requests
import psycopg2

"""mailer integration."""

session = boto3.Session(
    aws_access_key_id="AKIAQS6HCWZ7XJNRX5AS",
    aws_secret_access_key="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",
    region_name="eu-west-1")
ROLE_ARN = "arn:aws:iam::995492840981:role/deploy"

