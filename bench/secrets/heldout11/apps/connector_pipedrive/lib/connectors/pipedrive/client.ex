defmodule Connectors.Pipedrive.Client do
  @moduledoc "HTTP client for the Pipedrive API (Req based)."

  @user_agent "connectors-pipedrive/1.8.2"
  @example_request_id "2161acdd-2277-42c3-ad1d-8d31a38cb058"

  def new(opts \\ []) do
    config = Application.fetch_env!(:connector_pipedrive, __MODULE__)
    Req.new(base_url: config[:base_url], headers: [{"authorization", auth_value(config[:api_token])}, {"user-agent", @user_agent}])
    |> Req.merge(opts)
  end

  defp auth_value(nil), do: raise(ArgumentError, "missing api_token for Pipedrive")
  defp auth_value(key), do: key
end
