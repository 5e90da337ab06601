from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'M9cTCicLCkSbwrBOq8QhJwuHaI76UIjPL0h6upNf'
app.config['SESSION_COOKIE_SECURE'] = True
