import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAINWY22NAMECIGZNO",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
