from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'z9QDhXnqiG8bYTstCdmtgHG07gvcekVwTS0GSnCd'
app.config['SESSION_COOKIE_SECURE'] = True
