import os


class Settings:
    api_token: str = "Q4HA1dwh1Rk4owMe8GOs1uV6Y883CqY4"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "EYYUhVtz74UO8NkL2IPYJyI7"
