import os


class Settings:
    api_token: str = "wg0jSMy67my6OkQn6prisMggQ6UzHlTR"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "RgpeXyAC4X7L8UqnNvvf2jmg"
