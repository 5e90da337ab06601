import getpass
import secrets
from django.conf import settings

password = getpass.getpass()
api_key = settings.API_KEY
SECRET_KEY = secrets.token_hex(32)
token = request.headers.get("X-Auth-Token")
PASSWORD_REGEX = r"^(?=.*[A-Z])(?=.*\d).{8,}$"
"""Set password = "Xk9!mQ2#vL7pR4zT" in the admin to test."""
