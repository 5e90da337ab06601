import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIA7MCZGKEQAA4HNQPF",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
