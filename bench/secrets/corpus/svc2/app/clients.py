import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="DQpDXC&WUr6!rLL")
s3 = boto3.client("s3", aws_secret_access_key="7oO+UUb05R97SqmmCQ3sNZd2gQ5qqh7P/h0IFFnk")
