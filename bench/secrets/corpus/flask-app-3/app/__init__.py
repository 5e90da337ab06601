from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'SanIL2Fv1xF5DnZw2I0DfGO4oOBTrPbeQJDULeIm'
app.config['SESSION_COOKIE_SECURE'] = True
