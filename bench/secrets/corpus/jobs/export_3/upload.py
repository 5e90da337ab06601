import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAQTWRSDFJFBWPCTJR",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
