import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAOEZMXBCQK3G64I3Z",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
