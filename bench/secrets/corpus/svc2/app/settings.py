import os


class Settings:
    api_token: str = "W1sfyBr3elrC0lewGFlHabU14hllKLOc"
    debug: bool = False


os.environ["PAYMENTS_API_KEY"] = "eeEHUf2PYCexmRUOtytqSiRa"
