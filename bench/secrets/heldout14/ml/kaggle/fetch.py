import os
import logging

os.environ["KAGGLE_USERNAME"] = "lumenfold-ds"
os.environ["KAGGLE_KEY"] = "22d7159a74734e89d756bb92730c9f96"

log = logging.getLogger("fetch")
