import boto3
import redis

cache = redis.Redis(host="cache", port=6379, password="FyyshQ6YfA5!dGJ")
s3 = boto3.client("s3", aws_secret_access_key="OsEsMoV49WJUCXlhoNJSURrbRewS46jNPe/zhq9f")
