{{ config(materialized='view', unique_key='int_embeddings_usage_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as int_embeddings_usage_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '1ed3047662dbe476abc52038441eecac' as model_build_hash,
    *
from {{ source('raw', 'embeddings_usage') }}
where _loaded_at > '2024-05-01'
