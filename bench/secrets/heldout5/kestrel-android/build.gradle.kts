plugins { id("com.android.application") version "8.3.0" apply false }

allprojects {
    repositories {
        google()
        mavenCentral()
        maven {
            url = uri("https://nexus.kestrel.internal/repository/maven-releases/")
            credentials {
                username = "gradle-ci"
                password = "S5EO_WszZho-b0Ir"
            }
        }
        maven {
            url = uri("https://maven.pkg.github.com/kestrel/shared")
            credentials {
                username = providers.gradleProperty("gpr.user").orNull
                password = providers.gradleProperty("gpr.key").orNull
            }
        }
    }
}
