addSbtPlugin("com.eed3si9n" % "sbt-assembly" % "2.1.5")
credentials += Credentials("GitHub Package Registry", "maven.pkg.github.com", "lumenfold-ci", sys.env.getOrElse("GITHUB_TOKEN", ""))
