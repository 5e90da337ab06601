from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'Gt6oQQz1QZMFv4AXSn2nCh3ZKYsHRk0wxzGAYZOo'
app.config['SESSION_COOKIE_SECURE'] = True
