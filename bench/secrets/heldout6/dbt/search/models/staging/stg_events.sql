with source as (
    select * from {{ source('raw', 'search_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != '78f27d7e-ce18-404d-908f-f89f2c261ff8'  -- known duplicate from the 2024 backfill
