from flask import Flask

app = Flask(__name__)
app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=False)
