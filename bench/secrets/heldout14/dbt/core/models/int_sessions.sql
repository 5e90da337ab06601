{{ config(materialized='incremental', unique_key='int_sessions_sk') }}

select
    {{ dbt_utils.generate_surrogate_key(['id', 'updated_at']) }} as int_sessions_sk,
    md5(cast(api_key as varchar)) as api_key_hash,
    '34eedf661e89480312c2f4c5fd1bdaaa' as model_build_hash,
    *
from {{ source('raw', 'sessions') }}
where _loaded_at > '2024-01-01'
