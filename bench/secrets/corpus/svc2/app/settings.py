import os


class Settings:
    api_token: str = "0XGrBz27zkJYajh9YVzO96Lw29w1iLh8"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "gGn6HwcfBq0k92MFrbVfHGj2"
