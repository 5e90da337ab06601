ThisBuild / scalaVersion := "2.12.18"
ThisBuild / organization := "io.lumenfold"

credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
libraryDependencies += "org.apache.spark" %% "spark-sql" % "3.5.1" % Provided
