plugins {
    id("org.springframework.boot") version "3.2.4"
    kotlin("jvm") version "1.9.22"
}
group = "io.tallypay"
version = "3.11.9"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.stripe:stripe-java:24.1.0")
}
