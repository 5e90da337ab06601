{{ config(materialized='incremental', unique_key='fct_inference_costs_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as fct_inference_costs_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    'f73a87bb17937cd28c099f2c2c7b61a0' as model_build_hash,
    *
from {{ source('raw', 'inference_costs') }}
where _loaded_at > '2024-08-01'
