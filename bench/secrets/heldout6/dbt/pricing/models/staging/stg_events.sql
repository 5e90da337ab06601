with source as (
    select * from {{ source('raw', 'pricing_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != '52e69449-86c3-4d6f-8d5a-4cf964294509'  -- known duplicate from the 2024 backfill
