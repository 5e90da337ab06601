import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAG6AJ32UDE74S22OM",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
