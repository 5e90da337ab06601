from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'LwhbpTXloiToWS9Pdlu4vgsJUu1uyL5XZXAty1MH'
app.config['SESSION_COOKIE_SECURE'] = True
