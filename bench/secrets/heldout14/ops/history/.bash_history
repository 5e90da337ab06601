cd ~/src/lumenfold-data
export OPENAI_API_KEY=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
dbt run --select staging+ --target prod
psql "postgresql://analytics_ro:j1jp80_0LMgghhC@10.12.4.17:5432/analytics" -c "select 1"
sha256sum data/raw/events-2025-01.parquet  # c5f3dff3257b407fe89b29e58a6838583870d5d038bb6fcd671caa6fa6b93f21
curl -H "Authorization: Bearer dapib0d401d8525e5a1b6b891cec546c4f02" https://dbc-b6836b3b-0da8.cloud.databricks.com/api/2.0/clusters/list
kubectl -n data get secrets
git checkout d648bfe8ba148621d9abad9b255743da3bad26ee
export SNOWSQL_PWD='saffron-cobalt-meadow-55'
snowsql -a lf12345.eu-west-1 -u ANALYST_SVC
