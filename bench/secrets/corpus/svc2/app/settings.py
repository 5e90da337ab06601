import os


class Settings:
    api_token: str = "1amKTaHQknRN5lNhzxTXipd9mpnN2RGS"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "DGkxYHVibKYhOTEwVehgYD4Z"
