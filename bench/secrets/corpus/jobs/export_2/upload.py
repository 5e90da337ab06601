import boto3


def client():
    return boto3.client(
        "s3",
        aws_access_key_id="AKIA7PYWYNHDM5CTFBUM",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
