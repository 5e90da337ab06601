import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="zVBZ2dt#ES8!z1p")
s3 = boto3.client("s3", aws_secret_access_key="cVyYwvpZaIO9ftThvhrGSofpHxfgMLxWHsvf3WIj")
