from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = '5ixuD41lJk3p2kKIlVnJKnAkisaZ36J0Bb8Mo29G'
app.config['SESSION_COOKIE_SECURE'] = True
