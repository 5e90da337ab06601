{{ config(materialized='view', unique_key='stg_orders_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as stg_orders_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    'b9f8bb1fa3aaa158d49b12ce11863993' as model_build_hash,
    *
from {{ source('raw', 'orders') }}
where _loaded_at > '2024-03-01'
