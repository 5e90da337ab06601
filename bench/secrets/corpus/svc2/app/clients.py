import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="R&fnrNC*oS2!xlT")
s3 = boto3.client("s3", aws_secret_access_key="YlsKuXgTTQAii8S5HKkHSl6UQxLx2XSUy1jDRw3+")
