import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAXOLOVYTP3TJPHAOK",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
