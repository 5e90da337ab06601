from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'FNrIlAhScWT50Wbk43w5TBzRz8ej0BcQBkRrkdEw'
app.config['SESSION_COOKIE_SECURE'] = True
