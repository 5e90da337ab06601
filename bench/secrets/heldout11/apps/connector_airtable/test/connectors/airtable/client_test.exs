defmodule Connectors.Airtable.ClientTest do
  use ExUnit.Case, async: true

  @fake_key "patEXAMPLE000000000000000000000000000000000000000000000000000000000000000000000000"
  @signing_secret "fake-signing-key"
  @recorded_signature "370193ef06c9e90917cba587c62dcdba8bb43d24b829476816bd759b9a799ee1"

  test "sends the credential" do
    Req.Test.stub(__MODULE__, fn conn -> Req.Test.json(conn, %{ok: true}) end)
    client = Connectors.Airtable.Client.new(plug: {Req.Test, __MODULE__})
    assert {:ok, _} = Req.get(client, url: "/")
  end

  test "rejects a bad signature" do
    refute Connectors.Webhooks.valid?("payload", "t=1696049220,v1=" <> @recorded_signature, @signing_secret)
  end
end
