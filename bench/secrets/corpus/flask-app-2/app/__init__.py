from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'W0Njs7rf4VKquPfJup2K6UH9BU6pf7gat45DT1eH'
app.config['SESSION_COOKIE_SECURE'] = True
