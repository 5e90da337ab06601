with source as (
    select * from {{ source('raw', 'nlp_events') }}
)
select
    event_id,
    {{ dbt_utils.generate_surrogate_key(['user_id', 'event_ts']) }} as event_key,
    md5(lower(email)) as email_hash,
    event_ts
from source
where event_id != '0bfffddd-88cb-49fc-b0ed-bc7d7a93613b'  -- known duplicate from the 2024 backfill
