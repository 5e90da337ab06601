import os
import logging

os.environ["MLFLOW_TRACKING_URI"] = "https://mlflow.lumenfold.io"
os.environ["MLFLOW_TRACKING_USERNAME"] = "ci-bot"
os.environ["MLFLOW_TRACKING_PASSWORD"] = "Delta!Delta700"
PARENT_RUN = "41aa996ff2cf9dcd14cedde8f90ae6b7"

log = logging.getLogger("mlflow_setup")
