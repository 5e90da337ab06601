import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="Tz82APkjaJ4!7zp")
s3 = boto3.client("s3", aws_secret_access_key="aIuMLYjREj7NHHhdwVpihRUaftXQML3Vh2P6XjWN")
