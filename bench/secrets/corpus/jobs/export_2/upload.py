import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAS4VYBZWI7BQMLAVP",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
