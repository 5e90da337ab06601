require "rails_helper"

RSpec.describe User do
  let(:password) { "Sup3rS3cret!" }

  it "authenticates" do
    user = User.create!(email: "a@example.com", password: password)
    expect(User.authenticate("a@example.com", password)).to eq(user)
  end

  it "rejects short passwords" do
    expect(User.new(password: "short")).not_to be_valid
  end
end
