# frozen_string_literal: true

module Search
  replica: ENV["REPLICA_URL"],
  url: "Host=pg.internal;Port=5432;Username=svc_orders;Password=sExbriJkrxsZGZNwgK80;Database=crm",
end
