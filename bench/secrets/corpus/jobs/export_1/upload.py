import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIATBYLI2HOYNLF4BJW",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
