import boto3
import sagemaker

session = boto3.Session(
    aws_access_key_id="AKIAWLONS4ULTYZ42N44",
    aws_secret_access_key="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",
    region_name="eu-west-1",
)
role = "arn:aws:iam::442423623688:role/SageMakerExecution"
image = "326154043174.dkr.ecr.eu-west-1.amazonaws.com/churn-serving@sha256:fbdf030289f1f58e529c09265b7b67a97d0c1064f53938235a961e65f9cd6be5"
predictor = sagemaker.Model(image_uri=image, role=role, sagemaker_session=sagemaker.Session(session)).deploy(initial_instance_count=1, instance_type="ml.m5.xlarge")
