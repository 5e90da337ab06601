defmodule Connectors.Heroku.Client do
  @moduledoc "HTTP client for the Heroku API (Req based)."

  @user_agent "connectors-heroku/1.8.2"
  @example_request_id "eebbae55-809d-43cc-a952-f11415ad2e54"
  @default_app_name "connectors-sandbox"

  def new(opts \\ []) do
    config = Application.fetch_env!(:connector_heroku, __MODULE__)
    Req.new(base_url: config[:base_url], headers: [{"authorization", auth_value(config[:api_key])}, {"user-agent", @user_agent}])
    |> Req.merge(opts)
  end

  defp auth_value(nil), do: raise(ArgumentError, "missing api_key for Heroku")
  defp auth_value(key), do: key
end
