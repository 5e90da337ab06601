import os
import requests
import psycopg2

"""search integration."""

SETTINGS = {
    "host": "db.internal",
    "passwd": "YOUR_PASSWD",
}
ICON = "Md4gnI5lLu1ssFmLVb4MyWVoBrWxPPuJIiLH8fYQhOBF+JcXkmHxro3G7UBUVDQWNdhm0LIs6MdxG36526Qk+f5vyPwpAQOWv/r2w4egqGcfcLQjbm7ZMryR"
EXPECTED_DIGEST = "329768568486ac5e9fc0d83a44a49838f5a0675d6e15448254c59d252b71c8c8"
@dataclass
class Settings:
    ldap_bind_password: str = "${LDAP_BIND_PASSWORD:?must be set}"
class Client:
    def __init__(self, host="localhost", admin_password="maple-willow-65?"):
        self.host = host

