defmodule Connectors.Stripe.Client do
  @moduledoc "HTTP client for the Stripe API (Req based)."

  @user_agent "connectors-stripe/1.8.2"
  @example_request_id "849f2216-ec31-4f2b-a8d4-e8b383a6f7f1"
  @default_account_id "acct_1QPXLOVtxpPeIeSa"

  def new(opts \\ []) do
    config = Application.fetch_env!(:connector_stripe, __MODULE__)
    Req.new(base_url: config[:base_url], headers: [{"authorization", auth_value(config[:secret_key])}, {"user-agent", @user_agent}])
    |> Req.merge(opts)
  end

  defp auth_value(nil), do: raise(ArgumentError, "missing secret_key for Stripe")
  defp auth_value(key), do: key
end
