{{ config(materialized='table', unique_key='dim_models_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as dim_models_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '465aae60019a0642e0e351021f746d55' as model_build_hash,
    *
from {{ source('raw', 'models') }}
where _loaded_at > '2024-03-01'
