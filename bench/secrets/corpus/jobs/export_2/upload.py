import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAYJ4YALRFO7G2FY63",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
