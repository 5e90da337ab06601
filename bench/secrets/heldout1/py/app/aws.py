import boto3

session = boto3.Session(
    aws_access_key_id="AKIAOHPRIRWQ4JWFYCDN",
    aws_secret_access_key="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",
    region_name="us-east-1",
)
s3 = session.client("s3")
