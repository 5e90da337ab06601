from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'qebEr0hT2XwKk2XVNPwd7ba0oTxsekQpCysLVbbk'
app.config['SESSION_COOKIE_SECURE'] = True
