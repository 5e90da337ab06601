#!/usr/bin/env bash
export SNOWFLAKE_PASSWORD="Falcon661Harbor51"
export SNOWFLAKE_ACCOUNT=lf12345.eu-west-1
git clone https://x-access-token:ghp_flbAEJMvi35v9qa0pmEcTbb7OjTh8gTuxo5S@github.com/lumenfold/data-models.git
confluent api-key store PWE12J1W14VDADYW s73VNIZUSs8iaiAkIpZ84Gdq9jz/f5/ahE/XKBEZqkTzOopR0l6qJ/GMmo1qpqc6 --resource lkc-c0vvr
