import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAMBA34LDRGYMU5JFF",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
