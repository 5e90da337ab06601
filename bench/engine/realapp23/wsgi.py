import os

from berthly import create_app

app = create_app(os.environ.get("BERTHLY_SETTINGS", "config.DevelopmentConfig"))

if __name__ == "__main__":
    app.run()
