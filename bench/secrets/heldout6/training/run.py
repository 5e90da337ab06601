import hashlib
import os

import hydra
import mlflow

MLFLOW_TRACKING_USERNAME = "ml-training"
MLFLOW_TRACKING_PASSWORD = "HvSoB0dxCVma"
os.environ["MLFLOW_TRACKING_USERNAME"] = MLFLOW_TRACKING_USERNAME
os.environ["MLFLOW_TRACKING_PASSWORD"] = MLFLOW_TRACKING_PASSWORD
SEED_DIGEST = hashlib.sha256(b"lakehouse").hexdigest()
