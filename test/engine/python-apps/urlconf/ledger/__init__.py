from flask import Flask

app = Flask(__name__)

from ledger import urls  # noqa: E402,F401
