{{ config(materialized='table', unique_key='dim_products_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as dim_products_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '14308c37b55592f890ebfc83a50487e2' as model_build_hash,
    *
from {{ source('raw', 'products') }}
where _loaded_at > '2024-09-01'
