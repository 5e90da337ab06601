import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAV3ALKVMFAQWFBONT",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
