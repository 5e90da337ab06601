defmodule Connectors.Slack.ClientTest do
  use ExUnit.Case, async: true

  @fake_key "xoxb-EXAMPLE00000000000000000000000000000000000000000000"
  @signing_secret "fake-signing-key"
  @recorded_signature "0a6fbbc73ce0f9858959512fafbf7d3510fb5c9ef15dad0ee35d87fa935598a9"

  test "sends the credential" do
    Req.Test.stub(__MODULE__, fn conn -> Req.Test.json(conn, %{ok: true}) end)
    client = Connectors.Slack.Client.new(plug: {Req.Test, __MODULE__})
    assert {:ok, _} = Req.get(client, url: "/")
  end

  test "rejects a bad signature" do
    refute Connectors.Webhooks.valid?("payload", "t=1719886303,v1=" <> @recorded_signature, @signing_secret)
  end
end
