with source as (
    select * from {{ source('raw', 'forecasting_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != '72b5f0d6-743a-40fd-b8b8-912fda3b06cb'  -- known duplicate from the 2024 backfill
