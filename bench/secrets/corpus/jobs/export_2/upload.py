import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIAAXRUMMWKRPCRXP2D",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
