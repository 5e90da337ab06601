{{ config(materialized='view', unique_key='stg_customers_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as stg_customers_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '198bbf9665be1f9ca992fcb748aa0226' as model_build_hash,
    *
from {{ source('raw', 'customers') }}
where _loaded_at > '2024-02-01'
