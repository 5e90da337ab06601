from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = '9ofd1nlzB2uzAHUXSLMw96OjlzIkSynSxoJ6hFUy'
app.config['SESSION_COOKIE_SECURE'] = True
