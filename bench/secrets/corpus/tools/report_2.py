import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "mCQqfZwtiC7!W2d"), timeout=30)
print(resp.status_code)
