{{ config(materialized='view', unique_key='stg_payments_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as stg_payments_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '0bec3c7b81d9102263c924e6df834a92' as model_build_hash,
    *
from {{ source('raw', 'payments') }}
where _loaded_at > '2024-09-01'
