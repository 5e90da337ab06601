{{ config(materialized='table', unique_key='fct_revenue_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as fct_revenue_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '02819b49de3a930e7019fdcf1e9e492c' as model_build_hash,
    *
from {{ source('raw', 'revenue') }}
where _loaded_at > '2024-09-01'
