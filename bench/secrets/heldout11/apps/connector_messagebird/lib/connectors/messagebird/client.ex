defmodule Connectors.MessageBird.Client do
  @moduledoc "HTTP client for the MessageBird API (Req based)."

  @user_agent "connectors-messagebird/1.8.2"
  @example_request_id "413c6b70-4144-4289-a2d2-9d3db3691ec1"

  def new(opts \\ []) do
    config = Application.fetch_env!(:connector_messagebird, __MODULE__)
    Req.new(base_url: config[:base_url], headers: [{"authorization", auth_value(config[:access_key])}, {"user-agent", @user_agent}])
    |> Req.merge(opts)
  end

  defp auth_value(nil), do: raise(ArgumentError, "missing access_key for MessageBird")
  defp auth_value(key), do: key
end
