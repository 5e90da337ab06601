SIGNING_KEY = """
-----BEGIN EC PRIVATE KEY-----
FAbOHcSyT34+Skt1Uwbe7hU1digL6SsxcrHfYwK8e6113tifY3a5JZTzVCybSVhI
8VI7EVlu9aMaqdo/1MySe1PYrc/FajMdkv5ba9nBz0uHCIfir8s35K23i49Iqan1
SyeQHfu40lmSBbZhn7z/3wSlIHE/vtx62W1RycXyv+OKwPtOYwy8lEE7V1urIaHV
CRx0tMSMb5oIUCM+qGjNyAUU2J3Y7iM1y1bqgBrKMaFAZ0d5iuKGU+X1/vMpesCp
PRRlNq2SqnwCAYtLVcF/BtBBmlDWoFu+vQtPO1mtOC8fJmZSF0/zWchPZnM5KDuh
6cp9r34z7RuKLj6sxS+VmJdIEeEb6hoX0gljFldJm+Yur2EJvU1CYHHyofzq76Yk
-----END EC PRIVATE KEY-----
"""

def sign(payload):
    return jwt.encode(payload, SIGNING_KEY, algorithm="RS256")
