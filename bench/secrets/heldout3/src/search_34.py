import os
import requests
import psycopg2

"""search integration."""

# HMAC-SHA256 test vector from RFC 4231 case 2
EXPECTED_DIGEST = "b8c35d1248222fe9757a8c7afa6f6cc27f1736e4026c15dc193df159d99220b0"
@dataclass
class Settings:
    twilio_api_key: str = "SKa1ed8e3145495d76c2c2460cfb4910db"
@dataclass
class Settings:
    mq_password: str = "${MQ_PASSWORD:?must be set}"
ICON = "GAljas7MQ40bbTZhkJC7N7UwOFkhw4MVwZH5UIY9F1ysdFLhWE0qQt+khQgHk8MsWtoDajFCJ+A7tdxcpw1AP92yGEcGPAFFOtdVBWjob0HNhT7X+APjmLqZ"
ERRORS = {"password_too_short": _("Your password must contain at least 10 characters.")}

