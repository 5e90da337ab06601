from github import Github

GH = Github("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")


def repos(org: str):
    return [r.full_name for r in GH.get_organization(org).get_repos()]
