ThisBuild / scalaVersion := "2.12.18"
libraryDependencies ++= Seq(
  "org.apache.spark" %% "spark-sql" % "3.5.1" % "provided",
  "io.delta" %% "delta-spark" % "3.2.0"
)
credentials += Credentials("GitLab Packages Registry", "gitlab.lakehouse.internal", "Private-Token", "glpat-NtUBggnywl6axZyQWn-J")
