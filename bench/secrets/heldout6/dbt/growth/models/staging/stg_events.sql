with source as (
    select * from {{ source('raw', 'growth_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != 'a53bf85d-7c7d-49a0-babc-8c10d16d4e8c'  -- known duplicate from the 2024 backfill
