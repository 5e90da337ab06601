import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIA4SU2GZA5SO7MINNI",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
