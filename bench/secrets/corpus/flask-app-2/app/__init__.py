from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'i2pRteRu0Jb1dAYvjyLNojCiqsXT1YA2s05ZeIdL'
app.config['SESSION_COOKIE_SECURE'] = True
