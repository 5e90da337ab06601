import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="D#nEQyqBQG8!0X8")
s3 = boto3.client("s3", aws_secret_access_key="Qu13BitjphEDLFkmNe8GewYU3vt8PyGUHzklG5WT")
