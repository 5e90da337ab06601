import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIADZS37NRWZ6G77QYC",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
