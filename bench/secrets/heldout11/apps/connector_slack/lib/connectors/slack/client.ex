defmodule Connectors.Slack.Client do
  @moduledoc "HTTP client for the Slack API (Req based)."

  @user_agent "connectors-slack/1.8.2"
  @example_request_id "deda9713-a992-454b-b14d-f40fa8460427"
  @default_client_id "231119807105.4777316291572"
  @default_default_channel "#integrations-alerts"

  def new(opts \\ []) do
    config = Application.fetch_env!(:connector_slack, __MODULE__)
    Req.new(base_url: config[:base_url], headers: [{"authorization", auth_value(config[:bot_token])}, {"user-agent", @user_agent}])
    |> Req.merge(opts)
  end

  defp auth_value(nil), do: raise(ArgumentError, "missing bot_token for Slack")
  defp auth_value(key), do: key
end
