# frozen_string_literal: true

module Payouts
  url: "postgres://svc_orders:Wl0Xq5Lu74DUzDxENxFK79@pg-primary.internal:5432/orders",
  replica: ENV["REPLICA_URL"],
end
