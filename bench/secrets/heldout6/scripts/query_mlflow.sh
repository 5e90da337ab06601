#!/usr/bin/env bash
# Lists the registered models of the self-hosted MLflow (basic auth)
curl -s -u admin:XzFnAmApN3FsGo64hAUQBVcd4HFQ https://mlflow.lakehouse.internal/api/2.0/mlflow/registered-models/search | jq '.registered_models[].name'
curl -s -H "Authorization: Bearer ${DATABRICKS_TOKEN}" "${DATABRICKS_HOST}/api/2.0/mlflow/experiments/list"
