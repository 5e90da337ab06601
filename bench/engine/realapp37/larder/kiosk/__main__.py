import os

from .routes import app

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("KIOSK_PORT", "8085")))
