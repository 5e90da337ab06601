with source as (
    select * from {{ source('raw', 'vision_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != 'fc8db8d2-c77c-4f19-9c9f-2bbeb23eb129'  -- known duplicate from the 2024 backfill
