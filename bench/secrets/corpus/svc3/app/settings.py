import os


class Settings:
    api_token: str = "A2X7hInpUbaZ5jEjWhK0WOahtEO0qAQn"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "HFGgzKLOCh0Dsu10x3ebeuDU"
