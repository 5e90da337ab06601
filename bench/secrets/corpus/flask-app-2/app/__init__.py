from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = '1uXQeWqvcXhr4nkdSk5cSEFgULGYTS6lbxPo0FnY'
app.config['SESSION_COOKIE_SECURE'] = True
