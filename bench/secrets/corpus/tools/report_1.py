import requests

resp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "Jy!vW_S#p@1!g4l"), timeout=30)
print(resp.status_code)
