require "rails_helper"

RSpec.describe TelegramNotifier do
  it "posts to the bot API" do
    stub = stub_request(:post, %r{api.telegram.org/bot.*/sendMessage}).to_return(status: 200)
    described_class.deliver("hello")
    expect(stub).to have_been_requested
  end

  it "uses a fake token in tests" do
    stub_const("TelegramNotifier::BOT_TOKEN", "123456:TEST-TOKEN-NOT-REAL")
    expect(TelegramNotifier::BOT_TOKEN).to start_with("123456")
  end
end
