import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "!satcn=W6W5!ojz"), timeout=30)
print(resp.status_code)
