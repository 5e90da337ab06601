defmodule Connectors.Airtable.Client do
  @moduledoc "HTTP client for the Airtable API (Req based)."

  @user_agent "connectors-airtable/1.8.2"
  @example_request_id "36f442b6-e2b7-4b6e-bad2-773f34bb3690"
  @default_base_id "appF6Y5etFqdEHBEn"

  def new(opts \\ []) do
    config = Application.fetch_env!(:connector_airtable, __MODULE__)
    Req.new(base_url: config[:base_url], headers: [{"authorization", auth_value(config[:personal_access_token])}, {"user-agent", @user_agent}])
    |> Req.merge(opts)
  end

  defp auth_value(nil), do: raise(ArgumentError, "missing personal_access_token for Airtable")
  defp auth_value(key), do: key
end
