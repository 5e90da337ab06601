require "octokit"

class GithubClient
  TOKEN = "ghs_6oa16v5S0illjNTAHwdiDIFe9PgkE88ipxVg"

  def initialize
    @client = Octokit::Client.new(access_token: TOKEN)
  end

  def issues(repo)
    @client.issues(repo)
  end
end
