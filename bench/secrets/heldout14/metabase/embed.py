import jwt, time

METABASE_SITE_URL = "https://bi.lumenfold.io"
METABASE_SECRET_KEY = "e148ac34a6da15b01afd67a4011cb9883e92e4793ae79d71676fb7201fac08d3"
payload = {"resource": {"dashboard": 12}, "params": {}, "exp": round(time.time()) + 600}
token = jwt.encode(payload, METABASE_SECRET_KEY, algorithm="HS256")
