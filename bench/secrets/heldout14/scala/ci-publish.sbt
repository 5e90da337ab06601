credentials += Credentials("GitHub Package Registry", "maven.pkg.github.com", "lumenfold-ci", "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")
