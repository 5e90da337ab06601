import configparser
import os

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.acme/config.ini"))
password = cfg.get("db", "password", fallback=None)
token = os.getenv("ACME_TOKEN")
api_key = os.environ.get("ACME_API_KEY", "")
secret = None
