with source as (
    select * from {{ source('raw', 'fraud_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != '7b3fc056-387c-4e1d-8874-cab6dc27e30c'  -- known duplicate from the 2024 backfill
