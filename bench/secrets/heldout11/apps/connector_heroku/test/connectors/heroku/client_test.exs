defmodule Connectors.Heroku.ClientTest do
  use ExUnit.Case, async: true

  @fake_key "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
  @signing_secret "whsec_test"
  @recorded_signature "c118c81f322b5412ea0f6b9b86175f503ee591f5b7437e9534d15ec80f05adf1"

  test "sends the credential" do
    Req.Test.stub(__MODULE__, fn conn -> Req.Test.json(conn, %{ok: true}) end)
    client = Connectors.Heroku.Client.new(plug: {Req.Test, __MODULE__})
    assert {:ok, _} = Req.get(client, url: "/")
  end

  test "rejects a bad signature" do
    refute Connectors.Webhooks.valid?("payload", "t=1704773682,v1=" <> @recorded_signature, @signing_secret)
  end
end
