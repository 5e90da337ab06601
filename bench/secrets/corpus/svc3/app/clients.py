import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="d5?5w-^stb9!XVX")
s3 = boto3.client("s3", aws_secret_access_key="kgAMfMU1iM84h+DLeGDuxFdCW3v4o+lpEYcD5JFz")
