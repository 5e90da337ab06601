import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIA5Z3XMGXM5HLRKEO6",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
