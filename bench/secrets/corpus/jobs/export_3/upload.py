import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAMDMP4XPRCV7QXH3I",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
