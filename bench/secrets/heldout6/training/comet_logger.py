from comet_ml import Experiment

experiment = Experiment(api_key="6EtZlzRMbscBaNcCBdRX45U6G", project_name="churn", workspace="lakehouse")
