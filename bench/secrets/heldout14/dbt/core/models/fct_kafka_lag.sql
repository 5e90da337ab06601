{{ config(materialized='incremental', unique_key='fct_kafka_lag_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as fct_kafka_lag_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '288aa5d5e2f41f47745d4c9751063237' as model_build_hash,
    *
from {{ source('raw', 'kafka_lag') }}
where _loaded_at > '2024-04-01'
