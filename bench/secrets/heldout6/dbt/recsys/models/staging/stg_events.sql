with source as (
    select * from {{ source('raw', 'recsys_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != 'db46e680-9665-4925-96c8-85d14983bef2'  -- known duplicate from the 2024 backfill
