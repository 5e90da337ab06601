defmodule Connectors.Stripe.ClientTest do
  use ExUnit.Case, async: true

  @fake_key "sk_live_test1234567890test123456"
  @signing_secret "whsec_test"
  @recorded_signature "a3a95e4841accf618a23d1a95d0ed3b990d413f43614a7a95664e54d63746f2b"

  test "sends the credential" do
    Req.Test.stub(__MODULE__, fn conn -> Req.Test.json(conn, %{ok: true}) end)
    client = Connectors.Stripe.Client.new(plug: {Req.Test, __MODULE__})
    assert {:ok, _} = Req.get(client, url: "/")
  end

  test "rejects a bad signature" do
    refute Connectors.Webhooks.valid?("payload", "t=1719208266,v1=" <> @recorded_signature, @signing_secret)
  end
end
