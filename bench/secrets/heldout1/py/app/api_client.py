import requests


class PartnerClient:
    def __init__(self, api_key: str, base_url: str = "https://api.partner.example.com"):
        self.api_key = api_key
        self.base_url = base_url

    def get(self, path: str):
        return requests.get(self.base_url + path, headers={"X-Api-Key": self.api_key}, timeout=5)


client = PartnerClient(api_key="WRgTTGqwOcRI4HKDInTiDM8xXnwlFGENPle4T313")
