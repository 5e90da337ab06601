import os


class Settings:
    api_token: str = "BGfg0fWpmqXbhcOvmkdcArLnM5mGiNrP"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "9Hd8wkpGIWsqWSf1kMxLIftb"
